// Membership by invitation: inviting to a team or an organization (the memberships create
// operations), and the invitee's own invitations under /v2/me/invitations. The inviter's answer
// carries only what they typed, never anything of an account with that email.
import { acceptInvitation, declineInvitation, invite, listReceivedInvitations } from "@/lib/scheduling/invitations";
import type { InvitationRecord, InvitationTarget, ReceivedInvitation } from "@/lib/scheduling/ports";
import type { Realm } from "@/lib/scheduling/realm";
import { MAX_PENDING_INVITATIONS } from "@/lib/scheduling/invitation-rules";
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import {
  acceptedInvitationSchema,
  invitationSchema,
  inviteMemberSchema,
  receivedInvitationSchema,
} from "@/lib/scheduling/schemas/resources";
import { apiError, notFound, listPage, realmOf, success } from "@/lib/server/api/responses";
import { getProfile } from "@/lib/scheduling/use-cases/profile";
import { invitationDeps, profileDeps } from "@/lib/server/roots/scheduling";
import { spendInvitation } from "@/lib/server/api/membership-budgets";
import { operation } from "./operation";

function targetOfRealm(realm: Realm): InvitationTarget {
  if (realm.kind === "team") return { kind: "team", teamId: realm.teamId };
  if (realm.kind === "organization") return { kind: "organization", organizationId: realm.organizationId };
  throw new Error("invitation operation mounted outside a team or organization path");
}

const sentView = (i: InvitationRecord) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  teamId: i.teamId,
  organizationId: i.organizationId,
  expiresAt: i.expiresAt.toISOString(),
});

const receivedView = (i: ReceivedInvitation) => ({
  id: i.id,
  role: i.role,
  expiresAt: i.expiresAt.toISOString(),
  team: i.team ? { id: i.team.id, name: i.team.name } : null,
  organization: i.organization ? { id: i.organization.id, name: i.organization.name } : null,
});

export const inviteMemberOp = operation(
  {
    summary:
      "Invite someone by email; they become a member only by accepting (POST /v2/me/invitations/{invitationId}/accept). The answer is the same whether the email has an account or not; inviting the same email again renews the invitation (14 days)",
    body: inviteMemberSchema,
    response: invitationSchema,
    successStatus: 201,
    budget: "Too many invitations sent today by the caller",
  },
  async (ctx) => {
    const realm = realmOf(ctx);
    if (realm.kind === "user") throw new Error("invitation operation mounted outside a team or organization path");
    const refused = await spendInvitation(ctx.access!.userId);
    if (refused) return refused;
    const result = await invite(await invitationDeps(), {
      target: targetOfRealm(realm),
      inviterId: ctx.access!.userId,
      inviterRole: realm.role,
      email: ctx.body.email,
      role: ctx.body.role,
    });
    if (result.ok) return success(sentView(result.data), 201);
    if (result.code === "role_too_high") return apiError(403, "forbidden", "only an OWNER can invite an OWNER");
    return apiError(
      409,
      "too_many_invitations",
      `at most ${MAX_PENDING_INVITATIONS} invitations can wait at once; wait for answers or for some to expire`,
    );
  },
);

/** The token's user with the email of their account, or null when the account is gone. */
async function invitee(userId: string) {
  const result = await getProfile(await profileDeps(), userId);
  return result.ok ? { id: result.data.id, email: result.data.email } : null;
}

export const listMyInvitationsOp = operation(
  {
    summary: "Invitations waiting for the authorized user (addressed to their account's email)",
    query: paginationQuery,
    paginated: true,
    response: receivedInvitationSchema,
  },
  async (ctx) => {
    const me = await invitee(ctx.access!.userId);
    if (!me) return notFound("user");
    const result = await listReceivedInvitations(await invitationDeps(), me, ctx.query);
    return listPage({ items: result.items.map(receivedView), nextCursor: result.nextCursor });
  },
);

export const acceptMyInvitationOp = operation(
  {
    summary:
      "Accept an invitation addressed to the authorized user: they become a member with the offered role (409 when it expired, when they are a member already, or when the team's organization must be joined first)",
    response: acceptedInvitationSchema,
  },
  async (ctx) => {
    const me = await invitee(ctx.access!.userId);
    if (!me) return notFound("invitation");
    const result = await acceptInvitation(await invitationDeps(), me, ctx.params.invitationId ?? "");
    if (result.ok) {
      const { target, role } = result.data;
      return success({
        teamId: target.kind === "team" ? target.teamId : null,
        organizationId: target.kind === "organization" ? target.organizationId : null,
        role,
      });
    }
    if (result.code === "not_found") return notFound("invitation");
    if (result.code === "expired") return apiError(409, "invitation_expired", "the invitation has expired");
    if (result.code === "already_member") return apiError(409, "already_member", "you are already a member");
    return apiError(409, "not_in_organization", "join the team's organization first, then accept");
  },
);

export const declineMyInvitationOp = operation(
  { summary: "Decline an invitation addressed to the authorized user (it is removed)", response: deletedSchema },
  async (ctx) => {
    const me = await invitee(ctx.access!.userId);
    const id = ctx.params.invitationId ?? "";
    const result = me ? await declineInvitation(await invitationDeps(), me, id) : { ok: false as const };
    return result.ok ? success({ id }) : notFound("invitation");
  },
);

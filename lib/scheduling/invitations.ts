// Membership by invitation: an ADMIN or OWNER of a team or an organization invites an email; the
// person with that email accepts or declines. Inviting never looks at accounts, so an email with
// an account and one without get the same answer, and an invitation to an email nobody has yet
// simply waits (someone who signs up with it later can accept it).
import { type Outcome, fail, ok } from "@/lib/outcome";
import {
  type InvitationAnswerRefusal,
  hasRoomForInvitation,
  invitationExpiry,
  mayAnswerInvitation,
  mayOfferRole,
  normalizeEmail,
} from "./invitation-rules";
import { invitationName } from "./invitation-text";
import type { InvitationPort, InvitationRecord, InvitationTarget, MembershipRole, ReceivedInvitation } from "./ports";

export interface InvitationDeps {
  readonly store: InvitationPort;
  readonly now: Date;
}

export interface InviteInput {
  readonly target: InvitationTarget;
  readonly inviterId: string;
  /** The inviter's role where the invitation is to (the realm's role). */
  readonly inviterRole: MembershipRole;
  readonly email: string;
  readonly role: MembershipRole;
}

export type InviteResult = Outcome<InvitationRecord, "role_too_high" | "limit_reached">;

export async function invite(deps: InvitationDeps, input: InviteInput): Promise<InviteResult> {
  if (!mayOfferRole(input.inviterRole, input.role)) return fail("role_too_high");
  const email = normalizeEmail(input.email);
  return deps.store.withTargetLock(input.target, async (rows): Promise<InviteResult> => {
    const live = await rows.pruneAndCountLive(input.target, deps.now);
    const existing = await rows.findForTarget(input.target, email);
    if (!hasRoomForInvitation(live, existing !== null)) return fail("limit_reached");
    const invitation = await rows.saveInvitation({
      target: input.target,
      email,
      role: input.role,
      invitedById: input.inviterId,
      expiresAt: invitationExpiry(deps.now),
    });
    return ok(invitation);
  });
}

/** The signed-in person: their id and the email of their account. */
export interface Invitee {
  readonly id: string;
  readonly email: string;
}

/** The invitee's live invitations, each naming what it is to as plain, short text (invitation-text.ts). */
export async function listReceivedInvitations(
  deps: InvitationDeps,
  invitee: Invitee,
  page: { take: number; cursor?: string | undefined },
): Promise<{ items: ReceivedInvitation[]; nextCursor: string | null }> {
  const received = await deps.store.listReceived(normalizeEmail(invitee.email), deps.now, page);
  return { ...received, items: received.items.map(withPlainNames) };
}

function withPlainNames(invitation: ReceivedInvitation): ReceivedInvitation {
  const { team, organization } = invitation;
  return {
    ...invitation,
    team: team && { ...team, name: invitationName(team.name) },
    organization: organization && { ...organization, name: invitationName(organization.name) },
  };
}

export function targetOf(invitation: Pick<InvitationRecord, "teamId" | "organizationId">): InvitationTarget {
  return invitation.teamId !== null
    ? { kind: "team", teamId: invitation.teamId }
    : { kind: "organization", organizationId: invitation.organizationId! };
}

export type AcceptResult = Outcome<
  { target: InvitationTarget; role: MembershipRole },
  InvitationAnswerRefusal | "already_member" | "not_in_organization"
>;

/**
 * Accepting makes the invitee a member with the offered role and uses the invitation up. A team
 * inside an organization takes only the organization's members, so its invitation waits until the
 * invitee has joined the organization. A refusal changes nothing.
 */
export async function acceptInvitation(deps: InvitationDeps, invitee: Invitee, id: string): Promise<AcceptResult> {
  return deps.store.withInvitation(id, async (invitation, rows): Promise<AcceptResult> => {
    const decision = mayAnswerInvitation(invitation, invitee, "accept", deps.now);
    if (!decision.ok) return decision;
    const target = targetOf(invitation!);
    if (target.kind === "team") {
      const organizationId = await rows.teamOrganization(target.teamId);
      if (organizationId !== null && !(await rows.isOrganizationMember(organizationId, invitee.id)))
        return fail("not_in_organization");
    }
    if ((await rows.addMember(target, invitee.id, invitation!.role)) === "already_member")
      return fail("already_member");
    await rows.deleteInvitation(invitation!.id);
    return ok({ target, role: invitation!.role });
  });
}

export type DeclineResult = Outcome<InvitationTarget, "not_found">;

/** Declining removes the invitation and nothing else (an expired one can be declined too). */
export async function declineInvitation(deps: InvitationDeps, invitee: Invitee, id: string): Promise<DeclineResult> {
  return deps.store.withInvitation(id, async (invitation, rows): Promise<DeclineResult> => {
    const decision = mayAnswerInvitation(invitation, invitee, "decline", deps.now);
    if (!decision.ok) return fail("not_found");
    await rows.deleteInvitation(invitation!.id);
    return ok(targetOf(invitation!));
  });
}

// Who may reach a team's or an organization's resources (scopes are necessary, not sufficient).
// Team paths need membership of the team; organization paths need membership of the organization;
// a token that holds the ORG_ twin of the TEAM_ scope an operation requires also counts the user's
// role in the team's organization (a legacy grant holds every scope, so the same rule applies to it,
// and a TEAM_ scope without an ORG_ twin never reaches through the organization). Writes need ADMIN or OWNER. Unknown ids and ids the user
// may not see are the same answer, so a caller cannot probe for existence.
import { coveringScope } from "@/lib/oauth/covering-scope";
import { type Scope, describeScope } from "@/lib/oauth/scope-catalogue";
import type { MembershipPort, MembershipRole } from "./ports";

export type Realm =
  | { readonly kind: "user"; readonly userId: string }
  | {
      readonly kind: "team";
      readonly teamId: string;
      readonly organizationId: string | null;
      readonly role: MembershipRole;
    }
  | { readonly kind: "organization"; readonly organizationId: string; readonly role: MembershipRole };

export interface RealmRequest {
  readonly userId: string;
  readonly orgId?: string;
  readonly teamId?: string;
  readonly write: boolean;
  /** The token reaches team resources through the organization (reachesThroughOrganization). */
  readonly viaOrganization: boolean;
}

export type RealmResult = { ok: true; realm: Realm } | { ok: false; code: "not_found" | "role_required" };

/**
 * True when the held scopes include an organization scope that covers the required one in its
 * place (the ORG_ twin of a TEAM_ scope). Pass the scopes a token holds as heldScopes reports them,
 * so a legacy grant is judged as a token with every scope.
 */
export function reachesThroughOrganization(required: Scope, held: readonly Scope[]): boolean {
  return held.some(
    (s) => s !== required && describeScope(s).kind === "organization" && coveringScope([s], required) !== null,
  );
}

const RANK: Record<MembershipRole, number> = { MEMBER: 1, ADMIN: 2, OWNER: 3 };

export function higherRole(a: MembershipRole | null, b: MembershipRole | null): MembershipRole | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

export function canWrite(role: MembershipRole): boolean {
  return role === "ADMIN" || role === "OWNER";
}

function decide(
  role: MembershipRole | null,
  write: boolean,
): { ok: false; code: "not_found" | "role_required" } | { ok: true; role: MembershipRole } {
  if (role === null) return { ok: false, code: "not_found" };
  if (write && !canWrite(role)) return { ok: false, code: "role_required" };
  return { ok: true, role };
}

export async function resolveRealm(port: MembershipPort, input: RealmRequest): Promise<RealmResult> {
  if (input.teamId === undefined && input.orgId === undefined)
    return { ok: true, realm: { kind: "user", userId: input.userId } };

  if (input.teamId === undefined) {
    const org = await port.findOrganizationRole(input.userId, input.orgId!);
    const decision = decide(org?.role ?? null, input.write);
    if (!decision.ok) return decision;
    return { ok: true, realm: { kind: "organization", organizationId: input.orgId!, role: decision.role } };
  }

  const team = await port.findTeamRoles(input.userId, input.teamId);
  if (team === null) return { ok: false, code: "not_found" };
  // On /organizations/:orgId/teams/:teamId the team must belong to that organization, and the user
  // must be a member of the organization.
  if (input.orgId !== undefined && (team.organizationId !== input.orgId || team.organizationRole === null)) {
    return { ok: false, code: "not_found" };
  }
  const role = input.viaOrganization ? higherRole(team.teamRole, team.organizationRole) : team.teamRole;
  const decision = decide(role, input.write);
  if (!decision.ok) return decision;
  return {
    ok: true,
    realm: { kind: "team", teamId: input.teamId, organizationId: team.organizationId, role: decision.role },
  };
}

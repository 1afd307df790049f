// A team's profile, an organization's teams, and who is a member of a team or an organization.
// Memberships are only ever added by an invitation being accepted (../invitations.ts), except the
// first one: whoever creates a team becomes its OWNER.
import type { MembershipRecord, Page, PageRequest, TeamRecord, TeamStore } from "../api-ports";
import type { Realm } from "../realm";

export interface TeamDeps {
  readonly teams: TeamStore;
}

export type TeamOutcome<F extends string> =
  | { readonly ok: true; readonly team: TeamRecord }
  | { readonly ok: false; readonly code: F };

export async function getTeam(deps: TeamDeps, teamId: string): Promise<TeamOutcome<"not_found">> {
  const team = await deps.teams.findTeam(teamId);
  return team ? { ok: true, team } : { ok: false, code: "not_found" };
}

export async function updateTeam(
  deps: TeamDeps,
  teamId: string,
  fields: { readonly name?: string | undefined },
): Promise<TeamOutcome<"not_found">> {
  const team = await deps.teams.updateTeam(teamId, fields);
  return team ? { ok: true, team } : { ok: false, code: "not_found" };
}

export function listOrganizationTeams(
  deps: TeamDeps,
  organizationId: string,
  page: PageRequest,
): Promise<Page<TeamRecord>> {
  return deps.teams.listOrganizationTeams(organizationId, page);
}

/** The creator becomes the new team's OWNER; a slug is one team's only. */
export function createOrganizationTeam(
  deps: TeamDeps,
  input: { organizationId: string; creatorId: string; name: string; slug: string },
): Promise<TeamOutcome<"slug_taken">> {
  return deps.teams.insertTeam({
    organizationId: input.organizationId,
    name: input.name,
    slug: input.slug,
    firstMember: { userId: input.creatorId, role: "OWNER" },
  });
}

/** A team's or an organization's members; a personal realm has none. */
export async function listMemberships(
  deps: TeamDeps,
  realm: Realm,
  page: PageRequest,
): Promise<Page<MembershipRecord>> {
  if (realm.kind === "team") return deps.teams.listMemberships({ kind: "team", teamId: realm.teamId }, page);
  if (realm.kind === "organization")
    return deps.teams.listMemberships({ kind: "organization", organizationId: realm.organizationId }, page);
  return { items: [], nextCursor: null };
}

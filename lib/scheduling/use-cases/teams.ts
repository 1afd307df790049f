// A team's profile, an organization's teams, and who is a member of a team or an organization.
// Memberships are only ever added by an invitation being accepted (../invitations.ts), except the
// first one: whoever creates a team becomes its OWNER.
import { type Outcome, fail, ok, orNotFound } from "@/lib/outcome";
import type { MembershipRecord, Page, PageRequest, TeamRecord, TeamStore } from "../api-ports";
import type { Realm } from "../realm";

export interface TeamDeps {
  readonly teams: TeamStore;
}

export type TeamOutcome<F extends string> = Outcome<TeamRecord, F>;

export async function getTeam(deps: TeamDeps, teamId: string): Promise<TeamOutcome<"not_found">> {
  return orNotFound(await deps.teams.findTeam(teamId));
}

export async function updateTeam(
  deps: TeamDeps,
  teamId: string,
  fields: { readonly name?: string | undefined },
): Promise<TeamOutcome<"not_found">> {
  return orNotFound(await deps.teams.updateTeam(teamId, fields));
}

export function listOrganizationTeams(
  deps: TeamDeps,
  organizationId: string,
  page: PageRequest,
): Promise<Page<TeamRecord>> {
  return deps.teams.listOrganizationTeams(organizationId, page);
}

/** The creator becomes the new team's OWNER; a slug is one team's only. */
export async function createOrganizationTeam(
  deps: TeamDeps,
  input: { organizationId: string; creatorId: string; name: string; slug: string },
): Promise<TeamOutcome<"slug_taken">> {
  const inserted = await deps.teams.insertTeam({
    organizationId: input.organizationId,
    name: input.name,
    slug: input.slug,
    firstMember: { userId: input.creatorId, role: "OWNER" },
  });
  return inserted.ok ? ok(inserted.team) : fail(inserted.code);
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

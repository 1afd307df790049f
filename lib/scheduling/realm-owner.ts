// Who in a realm may own a resource made on its path: schedules, calendars and verified emails
// belong to a user or a team; routing forms to a team or an organization. Where the realm cannot
// own one, null (the use case answers not_found).
import { type Outcome, fail, ok } from "@/lib/outcome";
import type { TeamOrOrganization, UserOrTeam } from "./api-ports";
import type { Realm } from "./realm";

export function userOrTeamOwner(realm: Realm): UserOrTeam | null {
  if (realm.kind === "user") return { userId: realm.userId };
  if (realm.kind === "team") return { teamId: realm.teamId };
  return null;
}

export function teamOrOrganizationOwner(realm: Realm): TeamOrOrganization | null {
  if (realm.kind === "team") return { teamId: realm.teamId };
  if (realm.kind === "organization") return { organizationId: realm.organizationId };
  return null;
}

/** `make` for the realm's owner, or not_found where the realm cannot own the resource. */
export async function makeForOwner<O, T>(
  owner: O | null,
  make: (owner: O) => Promise<T>,
): Promise<Outcome<T, "not_found">> {
  return owner ? ok(await make(owner)) : fail("not_found");
}

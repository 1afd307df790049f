// The authorized user's own profile (/v2/me): read and update through the token's user.
import { type Outcome, orNotFound } from "@/lib/outcome";
import type { ProfileRecord, ProfileStore } from "../api-ports";

export interface ProfileDeps {
  readonly profiles: ProfileStore;
}

export type ProfileOutcome = Outcome<ProfileRecord, "not_found">;

export async function getProfile(deps: ProfileDeps, userId: string): Promise<ProfileOutcome> {
  return orNotFound(await deps.profiles.findProfile(userId));
}

export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  fields: { readonly name?: string | undefined; readonly timeZone?: string | undefined },
): Promise<ProfileOutcome> {
  return orNotFound(await deps.profiles.updateProfile(userId, fields));
}

// The authorized user's own profile (/v2/me): read and update through the token's user.
import { type Outcome, fail, ok } from "@/lib/outcome";
import type { ProfileRecord, ProfileStore } from "../api-ports";

export interface ProfileDeps {
  readonly profiles: ProfileStore;
}

export type ProfileOutcome = Outcome<ProfileRecord, "not_found">;

export async function getProfile(deps: ProfileDeps, userId: string): Promise<ProfileOutcome> {
  const profile = await deps.profiles.findProfile(userId);
  return profile ? ok(profile) : fail("not_found");
}

export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  fields: { readonly name?: string | undefined; readonly timeZone?: string | undefined },
): Promise<ProfileOutcome> {
  const profile = await deps.profiles.updateProfile(userId, fields);
  return profile ? ok(profile) : fail("not_found");
}

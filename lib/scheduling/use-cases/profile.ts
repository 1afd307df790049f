// The authorized user's own profile (/v2/me): read and update through the token's user.
import type { ProfileRecord, ProfileStore } from "../api-ports";

export interface ProfileDeps {
  readonly profiles: ProfileStore;
}

export type ProfileOutcome =
  | { readonly ok: true; readonly profile: ProfileRecord }
  | { readonly ok: false; readonly code: "not_found" };

export async function getProfile(deps: ProfileDeps, userId: string): Promise<ProfileOutcome> {
  const profile = await deps.profiles.findProfile(userId);
  return profile ? { ok: true, profile } : { ok: false, code: "not_found" };
}

export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  fields: { readonly name?: string | undefined; readonly timeZone?: string | undefined },
): Promise<ProfileOutcome> {
  const profile = await deps.profiles.updateProfile(userId, fields);
  return profile ? { ok: true, profile } : { ok: false, code: "not_found" };
}

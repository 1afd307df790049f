// GET, PATCH /v2/me - spec s4.3: the authorized user's profile (RFC 6750 bearer token)
import { getPrisma } from "@/lib/db/db";
import { findProfile, updateProfile } from "@/lib/db/scheduling/profile";
import { profileSchema, updateProfileSchema } from "@/lib/scheduling/schemas/profile";
import { notFound, success } from "@/lib/server/api-responses";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";

export const GET = protectedResource({ scope: "PROFILE_READ", summary: "The authorized user's profile", response: profileSchema }, async ({ access }) => {
  const profile = await findProfile(await getPrisma(), access!.userId);
  return profile ? success(profile) : notFound("user");
});

export const PATCH = protectedResource({ scope: "PROFILE_WRITE", summary: "Update the authorized user's name or time zone", body: updateProfileSchema, response: profileSchema }, async ({ access, body }) => {
  const profile = await updateProfile(await getPrisma(), access!.userId, body);
  return profile ? success(profile) : notFound("user");
});

export const OPTIONS = apiPreflight("GET", "PATCH");

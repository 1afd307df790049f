// The authorized user's own profile (/v2/me): the HTTP side of lib/scheduling/use-cases/profile.ts.
import { profileSchema, updateProfileSchema } from "@/lib/scheduling/schemas/profile";
import { getProfile, updateProfile } from "@/lib/scheduling/use-cases/profile";
import { notFound, success } from "@/lib/server/api/responses";
import { profileDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

export const getProfileOp = operation(
  { summary: "The authorized user's profile", response: profileSchema },
  async ({ access }) => {
    const result = await getProfile(await profileDeps(), access!.userId);
    return result.ok ? success(result.data) : notFound("user");
  },
);

export const updateProfileOp = operation(
  { summary: "Update the authorized user's name or time zone", body: updateProfileSchema, response: profileSchema },
  async ({ access, body }) => {
    const result = await updateProfile(await profileDeps(), access!.userId, body);
    return result.ok ? success(result.data) : notFound("user");
  },
);

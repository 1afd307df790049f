// The authorized user's own profile (/v2/me), read and updated through the token's user.
import { getPrisma } from "@/lib/db/db";
import { findProfile, updateProfile } from "@/lib/db/scheduling/profile";
import { profileSchema, updateProfileSchema } from "@/lib/scheduling/schemas/profile";
import { notFound, success } from "../api-responses";
import { operation } from "./operation";

export const getProfileOp = operation(
  { summary: "The authorized user's profile", response: profileSchema },
  async ({ access }) => {
    const profile = await findProfile(await getPrisma(), access!.userId);
    return profile ? success(profile) : notFound("user");
  },
);

export const updateProfileOp = operation(
  { summary: "Update the authorized user's name or time zone", body: updateProfileSchema, response: profileSchema },
  async ({ access, body }) => {
    const profile = await updateProfile(await getPrisma(), access!.userId, body);
    return profile ? success(profile) : notFound("user");
  },
);

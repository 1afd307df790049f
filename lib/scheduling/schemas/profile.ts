import { z } from "zod";
import { text, timeZoneSchema } from "./common";

export const profileSchema = z
  .object({ id: z.string(), email: z.string(), username: z.string(), name: z.string(), timeZone: z.string() })
  .meta({ id: "Profile" });
export const updateProfileSchema = z
  .object({ name: text(100).optional(), timeZone: timeZoneSchema.optional() })
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

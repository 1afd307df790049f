// Shared input pieces of the API's zod schemas (also the source of the OpenAPI document).
import { z } from "zod";
import { isTimeZone } from "../zoned-time";

// Instants have their own module (the range rule); re-exported for the schemas that import it here.
export { instantSchema } from "./instant";

export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "must not contain control characters");
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "must not contain control characters");
export const emailSchema = z.string().trim().max(254).pipe(z.email());
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin");
export const httpsUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);
export const roleSchema = z.enum(["MEMBER", "ADMIN", "OWNER"]);
/** A team's or an event type's name in its URLs. */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");

/** Cursor pagination: `take` items after the row `cursor` names (opaque, sealed to the list that issued it). */
export const paginationQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20).meta({ description: "Page size (1-100, default 20)." }),
  cursor: z.string().max(300).optional().meta({ description: "The `pagination.nextCursor` of the previous page." }),
});
export type Pagination = z.infer<typeof paginationQuery>;

export const deletedSchema = z.object({ id: z.string() });

/** A secret an answer hands over once, only there: it is kept hashed or sealed and never shown again. */
export const shownOnceSecret = (what: string) => z.string().meta({ description: `Shown once, only here: ${what}` });

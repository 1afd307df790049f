// `npm run admin:create`'s input rules and wiring: validates the account, then lib/db promotes or
// creates the administrator with the app's password hashing.
import { z } from "zod";
import { hashPassword } from "@/lib/accounts/password";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";
import { ensureAdminUser as ensureWith, type EnsureAdminResult } from "@/lib/db/users-admin";

export const ensureAdminInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).email("Enter a valid email address"),
  name: z.string().trim().min(1, "Enter a name").max(100).optional(),
  password: z.string().min(10, "At least 10 characters").max(MAX_PASSWORD_LENGTH).optional(),
});
export type EnsureAdminInput = z.input<typeof ensureAdminInputSchema>;

/** Throws a ZodError for invalid input, which the script prints. */
export async function ensureAdminUser(
  prisma: Parameters<typeof ensureWith>[0],
  input: EnsureAdminInput,
): Promise<EnsureAdminResult> {
  return ensureWith(prisma, ensureAdminInputSchema.parse(input), hashPassword);
}

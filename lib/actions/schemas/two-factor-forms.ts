// The two-step sign-in settings' forms. The browser's form and the server action parse with the same one.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";

/** An authenticator code or a recovery code (with its dashes): anything longer is refused unread. */
const codeSchema = z.string().trim().min(1, "Enter the code").max(40);

export const confirmTwoFactorSchema = z.object({ code: codeSchema });
export type ConfirmTwoFactorForm = z.output<typeof confirmTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  code: codeSchema,
});
export type DisableTwoFactorForm = z.output<typeof disableTwoFactorSchema>;

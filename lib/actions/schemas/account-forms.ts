// The account forms' schemas: sign-up, the account page, password change and reset. The browser's
// form and the server action parse with the same one. Sign-in's two fields: sign-in-fields.ts.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE } from "@/lib/plain-text";
import { safeReturnPath } from "@/lib/safe-return-path";
import { timeZoneSchema } from "@/lib/scheduling/schemas/common";

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name")
    .max(100, "At most 100 characters")
    .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
  email: z.string().trim().max(320, "At most 320 characters").email("Enter a valid email address"),
  username: z
    .string()
    .trim()
    .min(3, "At least 3 characters")
    .max(40, "At most 40 characters")
    .regex(/^[a-z0-9][a-z0-9-_]*$/i, "Letters, digits, - and _ only"),
  password: z
    .string()
    .min(10, "At least 10 characters")
    .max(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`)
    .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
});
export type SignUp = z.infer<typeof signUpSchema>;

/** Every new password obeys the sign-up rule. */
export const newPasswordSchema = signUpSchema.shape.password;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordForm = z.output<typeof changePasswordSchema>;

/** Where the person goes after signing in again: a path on this site, never another site. */
const returnPath = z
  .string()
  .max(4000)
  .optional()
  .transform((v) => safeReturnPath(v));

export const requestResetSchema = z.object({
  email: z.string().trim().max(320).email(),
  callbackUrl: returnPath,
});
export type RequestResetForm = z.output<typeof requestResetSchema>;

/** The token and password are checked by the command, so a refusal can keep the link's token. */
export const resetPasswordSchema = z.object({
  token: z.string().max(100),
  newPassword: z.string().max(MAX_PASSWORD_LENGTH),
  callbackUrl: returnPath,
});
export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;

/** The account page: name and time zone (the same rules as the API's PATCH /v2/me). */
export const accountProfileSchema = z.object({ name: signUpSchema.shape.name, timeZone: timeZoneSchema });
export type AccountProfileForm = z.output<typeof accountProfileSchema>;

/** Signing out another session, named by the reference the account page shows. */
export const endSessionSchema = z.object({ session: z.string().min(1).max(64) });
export type EndSessionForm = z.output<typeof endSessionSchema>;

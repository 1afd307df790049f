// The forgotten-password forms' schemas and their calls into the accounts core
// (lib/accounts/use-cases/password-reset.ts). The new password obeys the sign-up rule.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";
import { requestPasswordReset, resetPassword } from "@/lib/accounts/use-cases/password-reset";
import { requestResetDeps, resetPasswordDeps } from "@/lib/server/accounts";
import { signUpSchema } from "@/lib/actions/schemas/account-forms";
import { safeReturnPath } from "@/lib/safe-return-path";

const returnPath = z
  .string()
  .max(4000)
  .optional()
  .transform((v) => safeReturnPath(v));

export const requestResetSchema = z.object({
  email: z.string().trim().max(320).email(),
  callbackUrl: returnPath,
});

/** The token and password are checked by the use case, so a refusal can keep the link's token. */
export const resetPasswordSchema = z.object({
  token: z.string().max(100),
  newPassword: z.string().max(MAX_PASSWORD_LENGTH),
  callbackUrl: returnPath,
});

export function requestReset(
  input: z.output<typeof requestResetSchema>,
  address: string,
  compose: (link: string, expiresAt: Date) => { subject: string; text: string },
) {
  return requestPasswordReset(requestResetDeps(compose, input.callbackUrl), { email: input.email, address });
}

export async function chooseNewPassword(input: z.output<typeof resetPasswordSchema>) {
  if (!signUpSchema.shape.password.safeParse(input.newPassword).success)
    return { ok: false as const, code: "invalid_password" as const };
  return resetPassword(resetPasswordDeps(), { token: input.token, newPassword: input.newPassword });
}

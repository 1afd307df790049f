// Changing one's password from the form: the form's schema (the new password obeys the sign-up
// rule), then the accounts core (lib/accounts/use-cases/change-password.ts), whose current-password
// check spends the sign-in budget of the account and address.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";
import { changePassword as change, type PasswordCheckBudget } from "@/lib/accounts/use-cases/change-password";
import { changePasswordDeps } from "@/lib/server/accounts";
import { signUpSchema } from "@/lib/actions/schemas/account-forms";
import { guardPasswordCheck } from "./sign-in-throttle";

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: signUpSchema.shape.password,
});

export type ChangePasswordOutcome =
  | { ok: true }
  | { ok: false; code: "invalid_input" | "wrong_password" | "same_password" }
  | { ok: false; code: "too_many_attempts" | "wait_turn"; retryAfterSeconds: number };

export interface PasswordChanger {
  readonly userId: string;
  /** The account's email: the key its sign-in attempts are counted under. */
  readonly email: string;
  readonly address: string;
}

/** The sign-in budget of lib/auth, as the core asks for it (a browser without a device cookie). */
export const signInBudgetForPasswordChecks: PasswordCheckBudget = async (key, check) => {
  const guarded = await guardPasswordCheck({ ...key, deviceId: null }, check);
  return guarded.ok
    ? guarded
    : { ok: false, code: guarded.refusal.code, retryAfterSeconds: guarded.refusal.retryAfterSeconds };
};

export async function changePassword(caller: PasswordChanger, input: unknown): Promise<ChangePasswordOutcome> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_input" };
  const outcome = await change(changePasswordDeps(signInBudgetForPasswordChecks), caller, parsed.data);
  return outcome.ok ? { ok: true } : outcome;
}

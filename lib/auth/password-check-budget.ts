// The sign-in budget (sign-in-throttle.ts) as the accounts core asks for it when it checks a password
// outside sign-in: the current password, when changing it. A stolen session must not become an
// unlimited password oracle, and then a takeover. Counted as from a browser without a device cookie.
import type { PasswordCheckBudget } from "@/lib/accounts/use-cases/change-password";
import { guardPasswordCheck } from "./sign-in-throttle";

export const signInBudgetForPasswordChecks: PasswordCheckBudget = async (key, check) => {
  const guarded = await guardPasswordCheck({ ...key, deviceId: null }, check);
  return guarded.ok
    ? guarded
    : { ok: false, code: guarded.refusal.code, retryAfterSeconds: guarded.refusal.retryAfterSeconds };
};

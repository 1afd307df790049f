// Changing one's password: the current password must be right; the new one obeys the sign-up rule
// (the caller's schema). Storing it ends every session of the account, this one included. The
// current-password check spends the sign-in budget of the account and address (a stolen session
// must not become an unlimited password oracle, and then a takeover).
import type { Outcome, Refusal } from "../outcome";
import type { AccountStore } from "../ports";

/** Runs `check` if the budget allows a password check now; `passed` is what it answered. */
export type PasswordCheckBudget = (
  key: { account: string; address: string },
  check: () => Promise<boolean>,
) => Promise<
  { ok: true; passed: boolean } | { ok: false; code: "too_many_attempts" | "wait_turn"; retryAfterSeconds: number }
>;

export interface ChangePasswordDeps {
  readonly accounts: AccountStore;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly verifyPassword: (password: string, stored: string) => Promise<boolean>;
  /** A hash to verify against when the account has none, so timing says nothing. */
  readonly dummyPasswordHash: () => Promise<string>;
  readonly budget: PasswordCheckBudget;
}

export type ChangePasswordOutcome = Outcome<
  null,
  | Refusal<"wrong_password" | "same_password">
  | Refusal<"too_many_attempts" | "wait_turn", { retryAfterSeconds: number }>
>;

export async function changePassword(
  deps: ChangePasswordDeps,
  caller: { userId: string; email: string; address: string },
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const stored = await deps.accounts.findPasswordHash(caller.userId);
  const guarded = await deps.budget(
    { account: caller.email.trim().toLowerCase(), address: caller.address },
    async () =>
      (await deps.verifyPassword(input.currentPassword, stored ?? (await deps.dummyPasswordHash()))) && stored !== null,
  );
  if (!guarded.ok) return guarded;
  if (!guarded.passed) return { ok: false, code: "wrong_password" };
  if (input.currentPassword === input.newPassword) return { ok: false, code: "same_password" };
  await deps.accounts.replacePasswordHash(caller.userId, await deps.hashPassword(input.newPassword));
  return { ok: true, data: null };
}

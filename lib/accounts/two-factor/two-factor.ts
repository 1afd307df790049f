// Two-step sign-in with an authenticator app (RFC 6238) and recovery codes. Enrolment stores a
// pending secret, shown as a QR code, until a code from the app proves the app has it; then the
// secret becomes active and ten recovery codes are returned, once (only their hashes are kept).
// Every code check spends the account's budget first, so guessing is bounded; a TOTP code works
// once (its step is recorded), a recovery code works once (a conditional update).
import type { Outcome, Refusal } from "../outcome";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from "./recovery-codes";
import { matchingTotpStep, newTotpSecret, totpUri } from "./totp";
import type { TwoFactorStore } from "./two-factor-store";

/** Spends one code attempt of the account; refused once the budget is spent. */
export type CodeBudget = (userId: string) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

export interface TwoFactorDeps {
  readonly store: TwoFactorStore;
  readonly seal: (secret: string) => string;
  /** Null when the sealed value cannot be opened (another server secret). */
  readonly unseal: (sealed: string) => string | null;
  readonly randomBytes: (size: number) => Uint8Array;
  readonly budget: CodeBudget;
  readonly issuer: string;
  readonly now: Date;
}

type TooMany = Refusal<"too_many_attempts", { retryAfterSeconds: number }>;
type PasswordBudgetSpent = Refusal<"too_many_attempts" | "wait_turn", { retryAfterSeconds: number }>;

export type Enrolment = { readonly secret: string; readonly uri: string };

/** Starts (or starts again) an enrolment: a fresh pending secret. */
export async function startEnrolment(
  deps: TwoFactorDeps,
  account: { id: string; email: string },
): Promise<Outcome<Enrolment, Refusal<"already_enabled">>> {
  const secret = newTotpSecret(deps.randomBytes);
  if (!(await deps.store.setPendingSecret(account.id, deps.seal(secret))))
    return { ok: false, code: "already_enabled" };
  return { ok: true, data: { secret, uri: totpUri(secret, account.email, deps.issuer) } };
}

/** The enrolment under way, to show its QR code again; null when there is none (or it is on). */
export async function pendingEnrolment(
  deps: Pick<TwoFactorDeps, "store" | "unseal" | "issuer">,
  account: { id: string; email: string },
): Promise<Enrolment | null> {
  const state = await deps.store.findTwoFactor(account.id);
  if (!state?.sealedPendingSecret || state.enabledAt) return null;
  const secret = deps.unseal(state.sealedPendingSecret);
  return secret ? { secret, uri: totpUri(secret, account.email, deps.issuer) } : null;
}

export type ConfirmOutcome = Outcome<
  { readonly recoveryCodes: readonly string[] },
  Refusal<"no_enrolment" | "already_enabled" | "wrong_code"> | TooMany
>;

/** A code from the app turns the pending secret on; the recovery codes are returned this once. */
export async function confirmEnrolment(deps: TwoFactorDeps, userId: string, code: string): Promise<ConfirmOutcome> {
  const state = await deps.store.findTwoFactor(userId);
  if (state?.enabledAt) return { ok: false, code: "already_enabled" };
  const sealed = state?.sealedPendingSecret;
  const secret = sealed ? deps.unseal(sealed) : null;
  if (!sealed || !secret) return { ok: false, code: "no_enrolment" };
  const spent = await deps.budget(userId);
  if (!spent.ok) return { ok: false, code: "too_many_attempts", retryAfterSeconds: spent.retryAfterSeconds };
  const step = matchingTotpStep(secret, code, deps.now);
  if (step === null) return { ok: false, code: "wrong_code" };
  const recoveryCodes = newRecoveryCodes(deps.randomBytes);
  const enabled = await deps.store.enableTwoFactor({
    userId,
    sealedSecret: sealed,
    step,
    recoveryCodeHashes: recoveryCodes.map((c) => hashRecoveryCode(userId, normalizeRecoveryCode(c)!)),
    now: deps.now,
  });
  return enabled ? { ok: true, data: { recoveryCodes } } : { ok: false, code: "no_enrolment" };
}

export type SecondFactorOutcome = Outcome<
  { readonly method: "totp" | "recovery_code" },
  Refusal<"not_enabled" | "wrong_code"> | TooMany
>;

/** Checks an authenticator code or a recovery code of an account with two-step sign-in on. */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
): Promise<SecondFactorOutcome> {
  const state = await deps.store.findTwoFactor(userId);
  const secret = state?.enabledAt && state.sealedSecret ? deps.unseal(state.sealedSecret) : null;
  if (!secret) return { ok: false, code: "not_enabled" };
  const spent = await deps.budget(userId);
  if (!spent.ok) return { ok: false, code: "too_many_attempts", retryAfterSeconds: spent.retryAfterSeconds };
  const step = matchingTotpStep(secret, code, deps.now);
  if (step !== null)
    return (await deps.store.useTotpStep(userId, step))
      ? { ok: true, data: { method: "totp" } }
      : { ok: false, code: "wrong_code" };
  const recovery = normalizeRecoveryCode(code);
  if (recovery && (await deps.store.consumeRecoveryCode(userId, hashRecoveryCode(userId, recovery), deps.now)))
    return { ok: true, data: { method: "recovery_code" } };
  return { ok: false, code: "wrong_code" };
}

/** Whether the account signs in in two steps. */
export async function hasTwoFactor(deps: Pick<TwoFactorDeps, "store">, userId: string): Promise<boolean> {
  return (await twoFactorStatus(deps, userId)) !== null;
}

/** Since when two-step sign-in is on and how many recovery codes are left; null while it is off. */
export async function twoFactorStatus(
  deps: Pick<TwoFactorDeps, "store">,
  userId: string,
): Promise<{ readonly enabledAt: Date; readonly unusedRecoveryCodes: number } | null> {
  const state = await deps.store.findTwoFactor(userId);
  return state?.enabledAt ? { enabledAt: state.enabledAt, unusedRecoveryCodes: state.unusedRecoveryCodes } : null;
}

/** In production an administrator's account must sign in in two steps before the admin pages open. */
export function adminMustEnrol(input: { appEnv: string; role: string; twoFactorOn: boolean }): boolean {
  return input.appEnv === "production" && input.role === "ADMIN" && !input.twoFactorOn;
}

/**
 * Turning it off takes the password (checked by `checkPassword`, which spends the sign-in budget)
 * and a code: a session left open somewhere cannot remove the second factor alone.
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  input: { code: string; checkPassword: () => Promise<"passed" | "wrong_password" | PasswordBudgetSpent> },
): Promise<Outcome<null, Refusal<"not_enabled" | "wrong_code" | "wrong_password"> | TooMany | PasswordBudgetSpent>> {
  const password = await input.checkPassword();
  if (password !== "passed") return typeof password === "string" ? { ok: false, code: password } : password;
  const verified = await verifySecondFactor(deps, userId, input.code);
  if (!verified.ok) return verified;
  await deps.store.disableTwoFactor(userId);
  return { ok: true, data: null };
}

// Proving an address by a mailed link: a new account's address, or the new address of an email
// change. A link is a random token of which only the SHA-256 is stored; it lives
// VERIFICATION_LINK_TTL_MS and works once. An email change takes the current password (a session
// left open must not hand the account to another address), answers alike whether or not the new
// address has an account (to that address goes a mail saying which), and, once the link is used,
// tells the old address.
import { hashSecret } from "@/lib/oauth/constant-time";
import type { PasswordCheckBudget } from "../use-cases/change-password";
import type { Outcome, Refusal } from "../outcome";
import type { EmailVerificationStore, VerificationPurpose } from "./email-verification-store";

export const VERIFICATION_LINK_TTL_MS = 24 * 3600_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type VerificationMail =
  | { readonly kind: "link"; readonly to: string; readonly purpose: VerificationPurpose; readonly token: string }
  /** To an address that already has an account: no link, only the news (and how to sign in). */
  | { readonly kind: "already_registered"; readonly to: string; readonly purpose: VerificationPurpose }
  /** To the old address once the change is done. */
  | { readonly kind: "changed_notice"; readonly to: string; readonly newEmail: string };

export interface EmailVerificationDeps {
  readonly store: EmailVerificationStore;
  /** A fresh random token (32 bytes, base64url). */
  readonly newToken: () => string;
  readonly send: (mail: VerificationMail) => Promise<void>;
  readonly now: Date;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Mails a link proving `email` for the account (sign-up, or the resend of a sign-up's link). */
export async function mailVerificationLink(
  deps: EmailVerificationDeps,
  input: { userId: string; email: string; purpose: VerificationPurpose },
): Promise<void> {
  const token = deps.newToken();
  await deps.store.insertVerification({
    tokenHash: hashSecret(token),
    userId: input.userId,
    email: input.email,
    purpose: input.purpose,
    expiresAt: new Date(deps.now.getTime() + VERIFICATION_LINK_TTL_MS),
    now: deps.now,
  });
  await deps.send({ kind: "link", to: input.email, purpose: input.purpose, token });
}

export type RequestEmailChangeOutcome = Outcome<
  { readonly newEmail: string },
  Refusal<"wrong_password" | "same_email"> | Refusal<"too_many_attempts" | "wait_turn", { retryAfterSeconds: number }>
>;

/** The current password's check, within the sign-in budget (the caller binds password and budget). */
export type PasswordVerdict = Awaited<ReturnType<PasswordCheckBudget>>;

export async function requestEmailChange(
  deps: EmailVerificationDeps,
  caller: { userId: string; email: string },
  input: { newEmail: string; checkPassword: () => Promise<PasswordVerdict> },
): Promise<RequestEmailChangeOutcome> {
  const guarded = await input.checkPassword();
  if (!guarded.ok) return guarded;
  if (!guarded.passed) return { ok: false, code: "wrong_password" };
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === normalizeEmail(caller.email)) return { ok: false, code: "same_email" };
  if (await deps.store.isEmailTaken(newEmail))
    await deps.send({ kind: "already_registered", to: newEmail, purpose: "change" });
  else await mailVerificationLink(deps, { userId: caller.userId, email: newEmail, purpose: "change" });
  return { ok: true, data: { newEmail } };
}

export function isWellFormedVerificationToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** What a link proves while it is live (the page asks to confirm only then). */
export async function liveVerification(deps: Pick<EmailVerificationDeps, "store" | "now">, token: string) {
  return isWellFormedVerificationToken(token) ? deps.store.findLiveVerification(hashSecret(token), deps.now) : null;
}

export type ConfirmEmailOutcome = Outcome<
  { readonly purpose: VerificationPurpose; readonly email: string },
  Refusal<"link_expired" | "email_taken">
>;

/** Uses the link: the address is the account's, proven; after a change the old address is told. */
export async function confirmEmail(deps: EmailVerificationDeps, token: string): Promise<ConfirmEmailOutcome> {
  if (!isWellFormedVerificationToken(token)) return { ok: false, code: "link_expired" };
  const consumed = await deps.store.consumeVerification(hashSecret(token), deps.now);
  if (!consumed.ok) return { ok: false, code: consumed.reason === "dead" ? "link_expired" : "email_taken" };
  if (consumed.purpose === "change" && consumed.previousEmail !== consumed.email)
    await deps.send({ kind: "changed_notice", to: consumed.previousEmail, newEmail: consumed.email });
  return { ok: true, data: { purpose: consumed.purpose, email: consumed.email } };
}

/** A new link for an account whose address is not yet proven (the earlier ones die), within its budget. */
export async function resendSignUpLink(
  deps: EmailVerificationDeps & {
    readonly budget: (userId: string) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  },
  caller: { userId: string; email: string },
): Promise<Outcome<null, Refusal<"already_verified"> | Refusal<"too_many_requests", { retryAfterSeconds: number }>>> {
  if (await deps.store.isEmailVerified(caller.userId)) return { ok: false, code: "already_verified" };
  const verdict = await deps.budget(caller.userId);
  if (!verdict.allowed) return { ok: false, code: "too_many_requests", retryAfterSeconds: verdict.retryAfterSeconds };
  await mailVerificationLink(deps, { userId: caller.userId, email: normalizeEmail(caller.email), purpose: "sign_up" });
  return { ok: true, data: null };
}

/** Whether the account may authorize apps and register clients: its address is proven. */
export function isEmailVerified(deps: Pick<EmailVerificationDeps, "store">, userId: string): Promise<boolean> {
  return deps.store.isEmailVerified(userId);
}

// Forgotten password: a reset link is a random token sent by email; only its SHA-256 is stored. It
// lives RESET_LINK_TTL_MS, works once (a conditional update decides), and using it ends every
// session and every other link of the account. Asking for one answers the same, in the same time,
// whether or not the email has an account: the budgets (per client address and per email) are spent
// alike, and everything that depends on the account - the lookup, the link, the mail - happens
// after the answer.
import type { Outcome, Refusal } from "../outcome";
import type { PasswordResetStore } from "../ports";
import { hashSecret } from "@/lib/oauth/constant-time";

export const RESET_LINK_TTL_MS = 30 * 60_000;
/** A token is 32 random bytes in base64url: anything else is refused without a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type ResetBudget = (key: {
  address: string;
  email: string;
}) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

export interface ResetLinkMail {
  readonly to: string;
  readonly token: string;
  readonly expiresAt: Date;
}

export interface RequestResetDeps {
  readonly resets: PasswordResetStore;
  readonly budget: ResetBudget;
  /** A fresh random token (32 bytes, base64url). */
  readonly newToken: () => string;
  readonly sendLink: (mail: ResetLinkMail) => Promise<void>;
  /** Runs `work` after the answer: the answer never waits for it, so its time says nothing. */
  readonly afterAnswer: (work: () => Promise<void>) => void;
  readonly now: Date;
}

export type RequestResetOutcome = Outcome<null, Refusal<"too_many_requests", { retryAfterSeconds: number }>>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function requestPasswordReset(
  deps: RequestResetDeps,
  input: { email: string; address: string },
): Promise<RequestResetOutcome> {
  const email = normalizeEmail(input.email);
  const spent = await deps.budget({ address: input.address, email });
  if (!spent.ok) return { ok: false, code: "too_many_requests", retryAfterSeconds: spent.retryAfterSeconds };
  deps.afterAnswer(() => mailResetLink(deps, email));
  return { ok: true, data: null };
}

/** Only an existing, enabled account gets a link (and a row): anonymous requests grow nothing. */
async function mailResetLink(deps: RequestResetDeps, email: string): Promise<void> {
  const account = await deps.resets.findResettableAccount(email);
  if (!account) return;
  const token = deps.newToken();
  const expiresAt = new Date(deps.now.getTime() + RESET_LINK_TTL_MS);
  await deps.resets.insertReset({ tokenHash: hashSecret(token), userId: account.id, expiresAt });
  await deps.sendLink({ to: account.email, token, expiresAt });
}

export interface ResetPasswordDeps {
  readonly resets: PasswordResetStore;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly now: Date;
}

export function isWellFormedResetToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** Whether the link can still be used (the page shows the form only then). */
export async function isResetLinkLive(deps: Pick<ResetPasswordDeps, "resets" | "now">, token: string) {
  return isWellFormedResetToken(token) && deps.resets.isResetLive(hashSecret(token), deps.now);
}

/** Sets the new password (already checked against the sign-up rule) if the link is live. */
export async function resetPassword(
  deps: ResetPasswordDeps,
  input: { token: string; newPassword: string },
): Promise<Outcome<null, Refusal<"link_expired">>> {
  // A dead link costs no password hashing: anyone may post this form.
  if (!(await isResetLinkLive(deps, input.token))) return { ok: false, code: "link_expired" };
  const passwordHash = await deps.hashPassword(input.newPassword);
  const consumed = await deps.resets.consumeReset(hashSecret(input.token), passwordHash, deps.now);
  return consumed ? { ok: true, data: null } : { ok: false, code: "link_expired" };
}

// Composition root of the accounts core: wires the Prisma adapters, password hashing, the clock and
// randomness into lib/accounts. The sign-in budget a password change spends is lib/auth's, handed
// in by the caller (lib/auth stands above this layer).
import { randomBytes } from "node:crypto";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "@/lib/accounts/password";
import type { UpgradePasswordHashDeps } from "@/lib/accounts/use-cases/upgrade-password-hash";
import type { AuthorizedAppDeps } from "@/lib/accounts/use-cases/authorized-apps";
import type { ChangePasswordDeps, PasswordCheckBudget } from "@/lib/accounts/use-cases/change-password";
import type {
  RequestResetDeps,
  ResetBudget,
  ResetLinkMail,
  ResetPasswordDeps,
} from "@/lib/accounts/use-cases/password-reset";
import type { DisableAccountDeps } from "@/lib/accounts/use-cases/disable-account";
import type { SessionDeps } from "@/lib/accounts/use-cases/sessions";
import type { SignUpDeps } from "@/lib/accounts/use-cases/sign-up";
import {
  createPrismaAccounts,
  createPrismaAuthorizedApps,
  createPrismaSessions,
} from "@/lib/db/accounts/prisma-account-store";
import { createPrismaPasswordResets } from "@/lib/db/accounts/password-resets";
import { safeReturnPath } from "@/lib/safe-return-path";
import type { TwoFactorDeps } from "@/lib/accounts/two-factor/two-factor";
import { hasTwoFactor, verifySecondFactor } from "@/lib/accounts/two-factor/two-factor";
import type { DeleteAccountDeps } from "@/lib/accounts/account-deletion/delete-account";
import { createPrismaAccountDeletion } from "@/lib/db/accounts/account-deletion";
import type { EmailVerificationDeps, VerificationMail } from "@/lib/accounts/email-verification/email-change";
import { createPrismaEmailVerifications } from "@/lib/db/accounts/email-verifications";
import { createPrismaTwoFactor } from "@/lib/db/accounts/two-factor";
import { PLATFORM_NAME } from "@/lib/ui-words/shell";
import { decryptWithSecret, encryptWithSecret, TOTP_SECRET_PURPOSE } from "../secrets/key-encryption";
import { getConfig } from "./config";
import { afterAnswer } from "../after-response/after-answer";
import { sendMail } from "../mail/send-mail";
import { hit } from "../rate-limit/rate-limiter";

/** Sign-up: the mail (a link, or the news that the address has an account) goes after the answer. */
export function signUpDeps(compose: ComposeVerificationMail): SignUpDeps {
  return {
    accounts: createPrismaAccounts(),
    hashPassword,
    verification: emailVerificationDeps(compose),
    afterAnswer: (work) => afterAnswer("sign-up mail", work),
  };
}

export function changePasswordDeps(budget: PasswordCheckBudget): ChangePasswordDeps {
  return { accounts: createPrismaAccounts(), hashPassword, verifyPassword, dummyPasswordHash, budget };
}

/** A successful sign-in's password, hashed again when its stored hash is of an older cost. */
export function upgradePasswordHashDeps(): UpgradePasswordHashDeps {
  return { accounts: createPrismaAccounts(), hashPassword, needsRehash };
}

export function disableAccountDeps(now = new Date()): DisableAccountDeps {
  return { accounts: createPrismaAccounts(), now };
}

export function sessionDeps(now = new Date()): SessionDeps {
  return { sessions: createPrismaSessions(), newSessionId: () => randomBytes(32).toString("base64url"), now };
}

export function authorizedAppDeps(now = new Date()): AuthorizedAppDeps {
  return { apps: createPrismaAuthorizedApps(), now };
}

/** Both budgets are spent on every request, so neither refusal depends on the account existing. */
const resetBudget: ResetBudget = async ({ address, email }) => {
  for (const verdict of [await hit("PASSWORD_RESET_IP", address), await hit("PASSWORD_RESET_ACCOUNT", email)])
    if (!verdict.allowed) return { ok: false, retryAfterSeconds: verdict.retryAfterSeconds };
  return { ok: true };
};

/**
 * A reset link's mail: the link opens the reset page, which returns to `returnTo` (a path on this
 * site, e.g. the consent screen the person came from) after the sign-in that follows.
 */
export function requestResetDeps(
  compose: (link: string, expiresAt: Date) => { subject: string; text: string },
  returnTo: string,
  now = new Date(),
): RequestResetDeps {
  const sendLink = ({ to, token, expiresAt }: ResetLinkMail) => {
    const link = new URL("/auth/reset-password", getConfig().authUrl);
    link.searchParams.set("token", token);
    link.searchParams.set("callbackUrl", safeReturnPath(returnTo));
    return sendMail({ to, ...compose(link.toString(), expiresAt) });
  };
  return {
    resets: createPrismaPasswordResets(),
    budget: resetBudget,
    newToken: () => randomBytes(32).toString("base64url"),
    sendLink,
    afterAnswer: (work) => afterAnswer("password reset link", work),
    now,
  };
}

export function resetPasswordDeps(now = new Date()): ResetPasswordDeps {
  return { resets: createPrismaPasswordResets(), hashPassword, now };
}

/**
 * Two-step sign-in: authenticator secrets sealed under a key of their own, derived from the server
 * secret (a database dump alone cannot make codes); each code check spends the account's budget.
 */
export function twoFactorDeps(now = new Date()): TwoFactorDeps {
  const secret = getConfig().authSecret;
  return {
    store: createPrismaTwoFactor(),
    seal: (value) => encryptWithSecret(secret, value, TOTP_SECRET_PURPOSE),
    unseal: (sealed) => decryptWithSecret(secret, sealed, TOTP_SECRET_PURPOSE),
    randomBytes: (size) => randomBytes(size),
    budget: async (userId) => {
      const verdict = await hit("TWO_FACTOR_ACCOUNT", userId);
      return verdict.allowed ? { ok: true } : { ok: false, retryAfterSeconds: verdict.retryAfterSeconds };
    },
    issuer: PLATFORM_NAME,
    now,
  };
}

/** The words of each mail about an address, given the links it carries (the caller's words). */
export type ComposeVerificationMail = (
  mail: VerificationMail,
  links: { readonly confirm?: string; readonly signIn: string; readonly reset: string },
) => { subject: string; text: string };

/** Proving an address: links to /auth/verify-email, the mails worded by `compose`. */
export function emailVerificationDeps(compose: ComposeVerificationMail, now = new Date()): EmailVerificationDeps {
  const base = getConfig().authUrl;
  const send = async (mail: VerificationMail) => {
    const links = {
      signIn: new URL("/auth/signin", base).toString(),
      reset: new URL("/auth/forgot-password", base).toString(),
      ...(mail.kind === "link"
        ? { confirm: `${new URL("/auth/verify-email", base).toString()}?token=${encodeURIComponent(mail.token)}` }
        : {}),
    };
    await sendMail({ to: mail.to, ...compose(mail, links) });
  };
  return {
    store: createPrismaEmailVerifications(),
    newToken: () => randomBytes(32).toString("base64url"),
    send,
    now,
  };
}

/** A new link for the caller's unproven address, within the account's mail budget. */
export async function resendVerificationBudget(userId: string) {
  return hit("VERIFICATION_MAIL_ACCOUNT", userId);
}

/** Deleting an account: its own store, and the second factor's check when it is on. */
export function deleteAccountDeps(now = new Date()): DeleteAccountDeps {
  const twoFactor = twoFactorDeps(now);
  return {
    store: createPrismaAccountDeletion(),
    secondFactor: {
      isOn: (userId) => hasTwoFactor(twoFactor, userId),
      verify: (userId, code) => verifySecondFactor(twoFactor, userId, code),
    },
    now,
  };
}

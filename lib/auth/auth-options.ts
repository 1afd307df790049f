// next-auth configuration: email + password sign-in, then a code for an account with two-step
// sign-in on (second-step.ts), JWT sessions carrying the user id and role. A successful sign-in
// earns the browser a device cookie for the account (device-cookie.ts), and a password stored at
// an older cost is hashed again after the answer. On the way to the answer: the account lookup and
// the budget's counts (at once, when no device cookie is presented), one hash, the budget's
// settling, the session row. The settling stays before the answer: done later, forgetting a
// success's failures could erase guesses counted after it.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { findUserCredentials } from "@/lib/db/users";
import { getConfig } from "@/lib/server/roots/config";
import { dummyPasswordHash, MAX_PASSWORD_LENGTH, needsRehash, verifyPassword } from "@/lib/accounts/password";
import { upgradePasswordHash } from "@/lib/accounts/use-cases/upgrade-password-hash";
import { afterAnswer } from "@/lib/server/after-response/after-answer";
import { upgradePasswordHashDeps } from "@/lib/server/roots/accounts";
import { securityEvent } from "@/lib/observability/security-event";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { closeServerSession, openServerSession } from "./server-session";
import { randomBytes } from "node:crypto";
import { issueDeviceCookie, verifyDeviceCookie } from "./device-cookie";
import { offerDeviceCookie, offerTwoFactorTicket, presentedDeviceCookie } from "./device-cookie-scope";
import { authorizeSecondStep } from "./second-step";
import { TWO_FACTOR_REQUIRED } from "./two-factor-messages";
import { issueTwoFactorTicket } from "./two-factor-ticket";
import { guardPasswordCheck } from "./sign-in-throttle";
import { throttleMessage, TOO_MANY_ATTEMPTS, WAIT_TURN } from "./sign-in-throttle-message";

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

type RequestHeaders = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join("; ") : value);

export async function authorizeCredentials(
  credentials: Record<string, string> | undefined,
  request?: { headers?: RequestHeaders },
) {
  const email = credentials?.email?.trim().toLowerCase() ?? "";
  const password = credentials?.password ?? "";
  if (!email || !password || email.length > 320 || password.length > MAX_PASSWORD_LENGTH) return null;
  const headers = request?.headers ?? {};
  const config = getConfig();
  const address = clientAddress(headers, config.trustedProxyHops);
  const presented = presentedDeviceCookie(single(headers.cookie));
  const now = new Date();
  const lookup = findUserCredentials(email);
  // Settled here so that a refusal, which returns before the lookup is awaited, leaves no stray rejection.
  lookup.catch(() => undefined);
  // Without a device cookie the budget to spend is known before the account is: the lookup and
  // the counts go at once. A presented cookie is checked against the account first.
  const deviceId = presented ? deviceOf(await lookup, presented, config.authSecret, now) : null;
  // Known and unknown emails are counted alike, so this says nothing about which exist. The
  // attempt is counted before the password is checked: parallel guesses cannot outrun the count.
  // Same work whether or not the account exists: the answer must not reveal which emails are registered.
  const guarded = await guardPasswordCheck({ account: email, address, deviceId }, async () => {
    const found = await lookup;
    const ok = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
    // A disabled account fails like a wrong password, after the same work.
    return ok && found !== null && found.disabledAt === null;
  });
  if (!guarded.ok) {
    const { code, retryAfterSeconds, limiter } = guarded.refusal;
    securityEvent("sign_in_locked_out", { reason: code, limiter });
    throw new Error(
      throttleMessage({ code: code === "wait_turn" ? WAIT_TURN : TOO_MANY_ATTEMPTS, seconds: retryAfterSeconds }),
    );
  }
  const user = await lookup;
  if (!guarded.passed || !user) return null;
  // A hash of an older cost is stored again at today's, after the answer (the person waits for one hash).
  if (needsRehash(user.passwordHash)) {
    const verifiedHash = user.passwordHash;
    afterAnswer("password hash upgrade", async () => {
      await upgradePasswordHash(upgradePasswordHashDeps(), { userId: user.id, password, verifiedHash });
    });
  }
  // The password was right, but the account signs in in two steps: no session yet, a ticket for
  // the code's page (the form goes there on this message).
  if (user.totpEnabledAt) {
    offerTwoFactorTicket(issueTwoFactorTicket(config.authSecret, user.id, now));
    throw new Error(TWO_FACTOR_REQUIRED);
  }
  offerDeviceCookie(issueDeviceCookie(config.authSecret, user.id, randomBytes, now));
  // The browser's User-Agent names the session on the account page (bounded by the sessions core).
  return { id: user.id, email: user.email, name: user.name, role: user.role, userAgent: single(headers["user-agent"]) };
}

/** The device id of a genuine device cookie bound to this account; null for anyone else. */
function deviceOf(user: { id: string } | null, presented: string, authSecret: string, now: Date): string | null {
  return user ? verifyDeviceCookie(authSecret, presented, user.id, now) : null;
}

export function getAuthOptions(): NextAuthOptions {
  const config = getConfig();
  return {
    secret: config.authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/auth/signin", error: "/auth/signin" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: authorizeCredentials,
      }),
      CredentialsProvider({
        id: "two-factor",
        name: "Two-step sign-in code",
        credentials: { code: { label: "Code", type: "text" } },
        authorize: authorizeSecondStep,
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = (user as { role?: string }).role;
          const userAgent = (user as { userAgent?: unknown }).userAgent;
          token.sid = await openServerSession(
            user.id,
            SESSION_MAX_AGE_SECONDS,
            typeof userAgent === "string" ? userAgent : null,
          );
        }
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") {
          session.user.id = token.uid;
          session.user.role = token.role === "ADMIN" ? "ADMIN" : "USER";
          session.sid = token.sid;
        }
        return session;
      },
    },
    events: {
      // Ends the session server-side: the cookie, even if copied before, names a deleted row.
      async signOut({ token }) {
        await closeServerSession(token?.sid);
      },
    },
  };
}

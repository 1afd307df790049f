// next-auth configuration: email + password sign-in, JWT sessions carrying the user id and role.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { findUserCredentials } from "@/lib/db/users";
import { getConfig } from "@/lib/server/config";
import { dummyPasswordHash, MAX_PASSWORD_LENGTH, verifyPassword } from "./password";
import { securityEvent } from "@/lib/observability/security-event";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { closeServerSession, openServerSession } from "./server-session";
import { recordSignInSuccess, spendSignInAttempt } from "./sign-in-throttle";
import { TOO_MANY_ATTEMPTS } from "./sign-in-throttle-message";

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

type RequestHeaders = Record<string, string | string[] | undefined>;

export async function authorizeCredentials(
  credentials: Record<string, string> | undefined,
  request?: { headers?: RequestHeaders },
) {
  const email = credentials?.email?.trim().toLowerCase() ?? "";
  const password = credentials?.password ?? "";
  if (!email || !password || email.length > 320 || password.length > MAX_PASSWORD_LENGTH) return null;
  const address = clientAddress(request?.headers ?? {}, getConfig().trustedProxyHops);
  // Known and unknown emails are throttled alike, so this says nothing about which exist. The
  // attempt is spent before the password is checked: parallel guesses cannot outrun the count.
  if (await spendSignInAttempt(email, address)) {
    securityEvent("sign_in_locked_out", { reason: "too_many_failures" });
    throw new Error(TOO_MANY_ATTEMPTS);
  }
  const user = await findUserCredentials(email);
  // Same work whether or not the account exists: the answer must not reveal which emails are registered.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A disabled account fails like a wrong password, after the same work (its point stays spent).
  if (!user || !ok || user.disabledAt !== null) return null;
  await recordSignInSuccess(email, address);
  return { id: user.id, email: user.email, name: user.name, role: user.role };
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
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = (user as { role?: string }).role;
          token.sid = await openServerSession(user.id, SESSION_MAX_AGE_SECONDS);
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

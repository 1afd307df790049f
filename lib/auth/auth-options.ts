// next-auth configuration: email + password sign-in, JWT sessions carrying the user id and role.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { findUserCredentials } from "@/lib/db/users";
import { getConfig } from "@/lib/server/config";
import { dummyPasswordHash, MAX_PASSWORD_LENGTH, verifyPassword } from "./password";
import { signInThrottle } from "./sign-in-throttle";
import { TOO_MANY_ATTEMPTS } from "./sign-in-throttle-message";

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

async function authorizeCredentials(credentials: Record<string, string> | undefined) {
  const email = credentials?.email?.trim().toLowerCase() ?? "";
  const password = credentials?.password ?? "";
  if (!email || !password || email.length > 320 || password.length > MAX_PASSWORD_LENGTH) return null;
  const key = email;
  // Known and unknown emails are throttled alike, so this says nothing about which exist.
  if (signInThrottle().isBlocked(key)) throw new Error(TOO_MANY_ATTEMPTS);
  const user = await findUserCredentials(email);
  // Same work whether or not the account exists: the answer must not reveal which emails are registered.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    signInThrottle().recordFailure(key);
    return null;
  }
  signInThrottle().recordSuccess(key);
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
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = (user as { role?: string }).role;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") {
          session.user.id = token.uid;
          session.user.role = token.role === "ADMIN" ? "ADMIN" : "USER";
        }
        return session;
      },
    },
  };
}

// Server-side sessions behind next-auth's JWT cookie, through the accounts core
// (lib/accounts/use-cases/sessions.ts): a copied cookie dies with the session's row.
import { createHash } from "node:crypto";
import type { AccountRecord } from "@/lib/accounts/ports";
import { accountOfSession, closeSession, hashSessionId, openSession } from "@/lib/accounts/use-cases/sessions";
import { sessionDeps } from "@/lib/server/roots/accounts";
import { findSessionSignIn } from "@/lib/db/user-sessions";
import type { UserRecord } from "@/lib/db/users";

export function openServerSession(
  userId: string,
  maxAgeSeconds: number,
  userAgent: string | null = null,
  now = new Date(),
): Promise<string> {
  return openSession(sessionDeps(now), userId, maxAgeSeconds, userAgent);
}

export function closeServerSession(sid: string | undefined): Promise<void> {
  return closeSession(sessionDeps(), sid);
}

/** The signed-in user of a session, or null when it ended, expired or the account is disabled. */
export function userOfServerSession(
  session: { sid?: string; user?: { id?: string } } | null,
): Promise<AccountRecord | null> {
  return accountOfSession(sessionDeps(), session);
}

/** A signed-in session as OpenID Connect names it: when the user signed in, and its `sid` claim. */
export interface SessionSignIn {
  readonly user: UserRecord;
  readonly authTime: Date;
  readonly sid: string;
}

/**
 * The `sid` claim of a session: derived from the stored hash under its own label, so ID tokens
 * name the session without carrying anything that opens it or that the database holds.
 */
export function sidClaimOf(sid: string): string {
  return createHash("sha256")
    .update(`oidc-sid\n${hashSessionId(sid)}`)
    .digest("base64url");
}

export async function signInOfServerSession(
  session: { sid?: string; user?: { id?: string } } | null,
): Promise<SessionSignIn | null> {
  const sid = session?.sid;
  const userId = session?.user?.id;
  if (typeof sid !== "string" || !sid || typeof userId !== "string") return null;
  const found = await findSessionSignIn(hashSessionId(sid), userId, new Date());
  return found ? { user: found.user, authTime: found.signedInAt, sid: sidClaimOf(sid) } : null;
}

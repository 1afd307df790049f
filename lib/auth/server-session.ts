// Server-side sessions behind next-auth's JWT cookie: signing in opens a row, signing out deletes
// it, and a session is read only through its row, so a copied cookie dies with the session.
// Only the SHA-256 of the random id is stored.
import { createHash, randomBytes } from "node:crypto";
import { createUserSession, deleteUserSession, findSessionUser } from "@/lib/db/user-sessions";
import type { UserRecord } from "@/lib/db/users";

function hashSessionId(sid: string): string {
  return createHash("sha256").update(sid).digest("base64url");
}

export async function openServerSession(userId: string, maxAgeSeconds: number, now = new Date()): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await createUserSession(hashSessionId(sid), userId, new Date(now.getTime() + maxAgeSeconds * 1000));
  return sid;
}

export async function closeServerSession(sid: string | undefined): Promise<void> {
  if (typeof sid === "string" && sid) await deleteUserSession(hashSessionId(sid));
}

/** The signed-in user of a session, or null when it ended, expired or the account is disabled. */
export async function userOfServerSession(
  session: { sid?: string; user?: { id?: string } } | null,
): Promise<UserRecord | null> {
  const sid = session?.sid;
  const userId = session?.user?.id;
  if (typeof sid !== "string" || !sid || typeof userId !== "string") return null;
  return findSessionUser(hashSessionId(sid), userId, new Date());
}

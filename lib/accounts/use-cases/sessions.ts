// Server-side sessions behind the session cookie: signing in opens a row, signing out deletes it,
// and a session is read only through its row, so a copied cookie dies with the session. Only the
// SHA-256 of the random id is stored. The row's last activity moves at most once every
// LAST_SEEN_STEP_MS, so reading a session on every request writes nothing most of the time.
import { createHash } from "node:crypto";
import { constantTimeEqual } from "@/lib/oauth/constant-time";
import type { Outcome, Refusal } from "../outcome";
import type { AccountRecord, SessionStore } from "../ports";

export interface SessionDeps {
  readonly sessions: SessionStore;
  /** A fresh random session id (32 bytes of entropy or more). */
  readonly newSessionId: () => string;
  readonly now: Date;
}

export const LAST_SEEN_STEP_MS = 5 * 60_000;
/** A User-Agent is kept only this long: enough to name a browser and system. */
export const MAX_USER_AGENT_LENGTH = 300;
/** The account page lists at most this many sessions. */
export const SESSIONS_LISTED = 50;

export function hashSessionId(sid: string): string {
  return createHash("sha256").update(sid).digest("base64url");
}

/**
 * How the account page names a session: derived from the stored hash under its own label, so the
 * page carries nothing the database holds or that opens the session.
 */
export function sessionReference(idHash: string): string {
  return createHash("sha256").update(`session-ref\n${idHash}`).digest("base64url").slice(0, 32);
}

export async function openSession(
  deps: SessionDeps,
  userId: string,
  maxAgeSeconds: number,
  userAgent: string | null = null,
): Promise<string> {
  const sid = deps.newSessionId();
  await deps.sessions.insertSession({
    idHash: hashSessionId(sid),
    userId,
    expiresAt: new Date(deps.now.getTime() + maxAgeSeconds * 1000),
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    now: deps.now,
  });
  return sid;
}

export async function closeSession(deps: SessionDeps, sid: string | undefined): Promise<void> {
  if (typeof sid === "string" && sid) await deps.sessions.deleteSession(hashSessionId(sid));
}

/** Whether a session last seen at `lastSeenAt` should have its activity written now. */
export function lastSeenIsStale(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
}

/** The signed-in account of a session, or null when it ended, expired or the account is disabled. */
export async function accountOfSession(
  deps: SessionDeps,
  session: { sid?: string; user?: { id?: string } } | null,
): Promise<AccountRecord | null> {
  const sid = session?.sid;
  const userId = session?.user?.id;
  if (typeof sid !== "string" || !sid || typeof userId !== "string") return null;
  const idHash = hashSessionId(sid);
  const found = await deps.sessions.findSessionAccount(idHash, userId, deps.now);
  if (!found) return null;
  if (lastSeenIsStale(found.lastSeenAt, deps.now)) await deps.sessions.touchSession(idHash, deps.now);
  return found.account;
}

export interface SessionView {
  /** What the sign-out form names (never the stored hash). */
  readonly reference: string;
  readonly current: boolean;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly userAgent: string | null;
}

/** The user's live sessions, the current one marked (and listed first). */
export async function listSessions(deps: SessionDeps, userId: string, currentSid: string | undefined) {
  const currentHash = currentSid ? hashSessionId(currentSid) : null;
  const rows = await deps.sessions.listSessions(userId, deps.now, SESSIONS_LISTED);
  const views: SessionView[] = rows.map((r) => ({
    reference: sessionReference(r.idHash),
    current: r.idHash === currentHash,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    userAgent: r.userAgent,
  }));
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Signs out one of the user's other sessions, named by its reference. The current one is signed
 * out with the header's button; another user's session is not found.
 */
export async function endOtherSession(
  deps: SessionDeps,
  caller: { userId: string; currentSid: string | undefined },
  reference: string,
): Promise<Outcome<null, Refusal<"not_found" | "current_session">>> {
  const rows = await deps.sessions.listSessions(caller.userId, deps.now, SESSIONS_LISTED);
  const row = rows.find((r) => constantTimeEqual(sessionReference(r.idHash), reference));
  if (!row) return { ok: false, code: "not_found" };
  if (caller.currentSid && row.idHash === hashSessionId(caller.currentSid))
    return { ok: false, code: "current_session" };
  return (await deps.sessions.deleteUserSession(caller.userId, row.idHash))
    ? { ok: true, data: null }
    : { ok: false, code: "not_found" };
}

/**
 * Signs out every session of the user but the caller's own (one statement, so a session opened
 * meanwhile is either listed before or ended with the rest); how many ended.
 */
export async function endOtherSessions(
  deps: SessionDeps,
  caller: { userId: string; currentSid: string | undefined },
): Promise<Outcome<{ readonly ended: number }, Refusal<"no_current_session">>> {
  // Without the caller's own session nothing can be kept: refuse rather than sign everything out.
  if (!caller.currentSid) return { ok: false, code: "no_current_session" };
  const ended = await deps.sessions.deleteOtherSessions(caller.userId, hashSessionId(caller.currentSid));
  return { ok: true, data: { ended } };
}

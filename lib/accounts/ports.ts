// The accounts core's storage ports. Adapters: lib/db/accounts (Prisma) and testing/ (memory);
// testing/account-store-contract.ts holds both to one behaviour.
import type { AuthorizedApp } from "@/lib/clients/views/authorized-app";
import type { ScopeUsage } from "./rules/app-usage";
import type { UsageIncrement } from "./rules/usage-tally";

export interface AccountRecord {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly name: string;
  readonly role: "USER" | "ADMIN";
  readonly timeZone: string;
}

export interface AccountStore {
  /** Inserts unless the email or the username is taken (decided by the store, atomically). */
  insertAccount(account: {
    email: string;
    username: string;
    name: string;
    passwordHash: string;
  }): Promise<{ ok: true; account: AccountRecord } | { ok: false; field: "email" | "username" }>;
  findPasswordHash(userId: string): Promise<string | null>;
  /**
   * Stores the new hash and, in the same transaction, ends every session and voids every unused
   * reset link of the account: a link mailed before the change must not undo it.
   */
  replacePasswordHash(userId: string, passwordHash: string): Promise<void>;
  /**
   * The same password hashed again at today's cost: stores `next` only while the stored hash is
   * still `expected` (one conditional write: a password changed meanwhile wins). Sessions and
   * reset links stay, as nothing about the password changed. Whether it stored.
   */
  swapPasswordHash(userId: string, expected: string, next: string): Promise<boolean>;
  /**
   * Disabling ends every session, voids every unused reset link and revokes every grant of the
   * account; enabling restores sign-in only. Written with its audit row in one transaction, and
   * only when it changes something.
   */
  setDisabled(input: {
    userId: string;
    disabled: boolean;
    actorId: string;
    now: Date;
  }): Promise<"changed" | "unchanged" | "not_found">;
}

export interface SessionStore {
  insertSession(session: {
    idHash: string;
    userId: string;
    expiresAt: Date;
    userAgent: string | null;
    now: Date;
  }): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** The account of a live session of this user (null when it ended, expired, or the account is disabled). */
  findSessionAccount(
    idHash: string,
    userId: string,
    now: Date,
  ): Promise<{ account: AccountRecord; lastSeenAt: Date } | null>;
  /** Moves the session's last activity forward (never back). */
  touchSession(idHash: string, now: Date): Promise<void>;
  /** The user's live sessions, most recently active first (at most `take`). */
  listSessions(userId: string, now: Date, take: number): Promise<SessionRecord[]>;
  /** Deletes the session only if it is this user's; whether one was deleted. */
  deleteUserSession(userId: string, idHash: string): Promise<boolean>;
  /** Deletes every session of the user but the one kept (none kept when null); how many. */
  deleteOtherSessions(userId: string, keepIdHash: string | null): Promise<number>;
}

export interface SessionRecord {
  readonly idHash: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly userAgent: string | null;
}

export interface PasswordResetStore {
  /** The account a reset link may be sent for: exists and is not disabled. */
  findResettableAccount(email: string): Promise<{ id: string; email: string } | null>;
  insertReset(reset: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void>;
  /** Whether the link is unused and unexpired (the form is shown only then). */
  isResetLive(tokenHash: string, now: Date): Promise<boolean>;
  /**
   * One transaction: marks the link used by a conditional update (of two uses, one wins), stores the
   * new hash, and ends every session and every other live link of the account. Null when the link
   * was not live (unknown, used, expired, or the account disabled).
   */
  consumeReset(tokenHash: string, passwordHash: string, now: Date): Promise<{ userId: string } | null>;
}

export interface AuthorizedAppStore {
  /** One entry per app that holds live access to the user's account. */
  listAuthorizedApps(userId: string): Promise<AuthorizedApp[]>;
  /** Revokes every live grant (and its refresh tokens) the user gave the app; how many. */
  revokeAppAccess(userId: string, clientId: string, now: Date): Promise<number>;
  /** The counted use of the user's live grants on and after the day `since`, per app (public id), scope and day. */
  listScopeUsage(userId: string, since: Date): Promise<(ScopeUsage & { clientId: string })[]>;
}

export interface GrantUsageStore {
  /** Adds the increments to their rows (created when missing); a grant that is gone is skipped. */
  addUsage(rows: readonly UsageIncrement[]): Promise<void>;
}

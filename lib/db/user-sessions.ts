// Server-side session rows and the account changes that must end sessions: a session cookie
// signs someone in only while its row exists, has not expired, and the account is not disabled.
import { getPrisma } from "./db";
import { userPublicFields, type UserRecord } from "./users";

export async function createUserSession(session: {
  idHash: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  now: Date;
}): Promise<void> {
  const { idHash, userId, expiresAt, userAgent, now } = session;
  await (await getPrisma()).userSession.create({
    data: { idHash, userId, expiresAt, userAgent, createdAt: now, lastSeenAt: now },
  });
}

export async function deleteUserSession(idHash: string): Promise<void> {
  await (await getPrisma()).userSession.deleteMany({ where: { idHash } });
}

/** The user a live session belongs to; null when the session ended or the account is disabled. */
export async function findSessionUser(
  idHash: string,
  userId: string,
  now: Date,
): Promise<{ account: UserRecord; lastSeenAt: Date } | null> {
  const row = await (await getPrisma()).userSession.findFirst({
    where: { idHash, userId, expiresAt: { gt: now }, user: { disabledAt: null } },
    select: { lastSeenAt: true, user: { select: userPublicFields } },
  });
  return row ? { account: row.user, lastSeenAt: row.lastSeenAt } : null;
}

/** Conditional: of two requests that both saw a stale time, one writes and neither moves it back. */
export async function touchUserSession(idHash: string, now: Date): Promise<void> {
  await (await getPrisma()).userSession.updateMany({
    where: { idHash, lastSeenAt: { lt: now } },
    data: { lastSeenAt: now },
  });
}

export async function listUserSessions(userId: string, now: Date, take: number) {
  return (await getPrisma()).userSession.findMany({
    where: { userId, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: "desc" }, { idHash: "asc" }],
    take,
    select: { idHash: true, createdAt: true, lastSeenAt: true, userAgent: true },
  });
}

export async function deleteSessionOfUser(userId: string, idHash: string): Promise<boolean> {
  return (await (await getPrisma()).userSession.deleteMany({ where: { idHash, userId } })).count > 0;
}

/** One statement: every session of the user but the kept one ends at once; how many. */
export async function deleteOtherSessionsOfUser(userId: string, keepIdHash: string | null): Promise<number> {
  const where = keepIdHash === null ? { userId } : { userId, idHash: { not: keepIdHash } };
  return (await (await getPrisma()).userSession.deleteMany({ where })).count;
}

/** The user of a live session with the time they signed in (the session's creation). */
export async function findSessionSignIn(
  idHash: string,
  userId: string,
  now: Date,
): Promise<{ user: UserRecord; signedInAt: Date } | null> {
  const row = await (await getPrisma()).userSession.findFirst({
    where: { idHash, userId, expiresAt: { gt: now }, user: { disabledAt: null } },
    select: { createdAt: true, user: { select: userPublicFields } },
  });
  return row ? { user: row.user, signedInAt: row.createdAt } : null;
}

/**
 * A new password ends every session and voids every unused reset link of the account (one
 * transaction: no window in which the new password and an old session or link both work).
 */
export async function replacePasswordHash(userId: string, passwordHash: string): Promise<void> {
  const prisma = await getPrisma();
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } }),
    prisma.userSession.deleteMany({ where: { userId } }),
    prisma.passwordReset.deleteMany({ where: { userId, usedAt: null } }),
  ]);
}

/** Stores a re-hash of the same password while the stored hash is still `expected`; sessions stay. */
export async function swapPasswordHash(userId: string, expected: string, next: string): Promise<boolean> {
  const { count } = await (await getPrisma()).user.updateMany({
    where: { id: userId, passwordHash: expected },
    data: { passwordHash: next },
  });
  return count === 1;
}

/**
 * Disabling ends every session, voids every unused reset link and revokes every grant of the
 * account, so its access and refresh tokens stop at the API at once; enabling again restores
 * sign-in, not the grants nor the links. Either is
 * written with its audit row in one transaction, and only when it changes something.
 */
export async function setUserDisabled(options: {
  userId: string;
  disabled: boolean;
  actorId: string;
  now: Date;
}): Promise<"changed" | "unchanged" | "not_found"> {
  const { userId, disabled, actorId, now } = options;
  return (await getPrisma()).$transaction(async (tx) => {
    // The conditional update is the lock: of two admins deciding at once, one changes the row.
    const { count } = await tx.user.updateMany({
      where: { id: userId, disabledAt: disabled ? null : { not: null } },
      data: { disabledAt: disabled ? now : null },
    });
    if (count === 0) return (await tx.user.count({ where: { id: userId } })) === 0 ? "not_found" : "unchanged";
    const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    if (!disabled) {
      await tx.auditLog.create({ data: { actorId, eventType: "user.enabled", details: { userId, email } } });
      return "changed";
    }
    const sessions = await tx.userSession.deleteMany({ where: { userId } });
    await tx.passwordReset.deleteMany({ where: { userId, usedAt: null } });
    const grants = await tx.grant.updateMany({
      where: { userId, revokedAt: null },
      data: { revokedAt: now, revokedReason: "user_disabled" },
    });
    await tx.auditLog.create({
      data: {
        actorId,
        eventType: "user.disabled",
        details: { userId, email, sessionsEnded: sessions.count, grantsRevoked: grants.count },
      },
    });
    return "changed";
  });
}

export async function deleteExpiredUserSessions(now: Date): Promise<number> {
  return (await (await getPrisma()).userSession.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: "USER" | "ADMIN";
  disabledAt: Date | null;
  createdAt: Date;
  activeGrants: number;
};

/** Longer than any address an account can have: a longer filter is cut, never an error. */
export const MAX_EMAIL_FILTER_LENGTH = 320;

/**
 * The admin's user list, newest first (bounded: the page shows at most `take`); with `email`,
 * only accounts whose address contains it, ignoring case.
 */
export async function listUsersForAdmin(take = 200, email = ""): Promise<AdminUserRow[]> {
  const part = email.trim().slice(0, MAX_EMAIL_FILTER_LENGTH);
  const rows = await (await getPrisma()).user.findMany({
    // Prisma passes LIKE's wildcards through: "%" must match a percent sign, not every address.
    where: part ? { email: { contains: part.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" } } : {},
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      disabledAt: true,
      createdAt: true,
      _count: { select: { grants: { where: { revokedAt: null } } } },
    },
  });
  return rows.map(({ _count, ...user }) => ({ ...user, activeGrants: _count.grants }));
}

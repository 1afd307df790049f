// In-memory adapters of the accounts ports, for unit tests of the core and the contract suite.
import type { AuthorizedApp } from "@/lib/clients/views/authorized-app";
import type { ScopeUsage } from "../rules/app-usage";
import type { AccountRecord, AccountStore, AuthorizedAppStore, PasswordResetStore, SessionStore } from "../ports";

type Row = AccountRecord & { passwordHash: string; disabledAt: Date | null };

export interface MemoryAccounts {
  accounts: AccountStore;
  sessions: SessionStore;
  apps: AuthorizedAppStore;
  resets: PasswordResetStore;
  rows: Map<string, Row>;
  /** idHash -> the session */
  sessionRows: Map<string, SessionRow>;
  /** tokenHash -> the reset link */
  resetRows: Map<string, { userId: string; expiresAt: Date; usedAt: Date | null }>;
  /** Live grants: userId -> clientId -> how many. */
  grants: Map<string, Map<string, number>>;
  /** Counted use of live grants. */
  usage: (ScopeUsage & { userId: string; clientId: string; day: Date })[];
  /** Who changed which account, as the audit log would record it. */
  audit: { actorId: string; eventType: "user.disabled" | "user.enabled"; userId: string }[];
}

type SessionRow = { userId: string; expiresAt: Date; createdAt: Date; lastSeenAt: Date; userAgent: string | null };

export function createMemoryAccounts(): MemoryAccounts {
  const rows = new Map<string, Row>();
  const sessionRows = new Map<string, SessionRow>();
  const resetRows: MemoryAccounts["resetRows"] = new Map();
  const grants = new Map<string, Map<string, number>>();
  const audit: MemoryAccounts["audit"] = [];
  const usage: MemoryAccounts["usage"] = [];
  let sequence = 0;
  const record = ({ passwordHash: _h, disabledAt: _d, ...account }: Row): AccountRecord => account;
  const endSessions = (userId: string) => {
    for (const [key, s] of sessionRows) if (s.userId === userId) sessionRows.delete(key);
  };
  const voidResetLinks = (userId: string) => {
    for (const [key, r] of resetRows) if (r.userId === userId && r.usedAt === null) resetRows.delete(key);
  };

  const accounts: AccountStore = {
    async insertAccount(input) {
      const email = input.email.trim().toLowerCase();
      for (const r of rows.values()) {
        if (r.email === email) return { ok: false, field: "email" };
        if (r.username === input.username) return { ok: false, field: "username" };
      }
      const row: Row = { ...input, email, id: `user-${++sequence}`, role: "USER", timeZone: "UTC", disabledAt: null };
      rows.set(row.id, row);
      return { ok: true, account: record(row) };
    },
    async findPasswordHash(userId) {
      return rows.get(userId)?.passwordHash ?? null;
    },
    async replacePasswordHash(userId, passwordHash) {
      const row = rows.get(userId);
      if (row) rows.set(userId, { ...row, passwordHash });
      endSessions(userId);
      voidResetLinks(userId);
    },
    async swapPasswordHash(userId, expected, next) {
      const row = rows.get(userId);
      if (!row || row.passwordHash !== expected) return false;
      rows.set(userId, { ...row, passwordHash: next });
      return true;
    },
    async setDisabled({ userId, disabled, actorId, now }) {
      const row = rows.get(userId);
      if (!row) return "not_found";
      if ((row.disabledAt !== null) === disabled) return "unchanged";
      rows.set(userId, { ...row, disabledAt: disabled ? now : null });
      if (disabled) {
        endSessions(userId);
        voidResetLinks(userId);
        grants.delete(userId);
      }
      audit.push({ actorId, eventType: disabled ? "user.disabled" : "user.enabled", userId });
      return "changed";
    },
  };

  const sessions: SessionStore = {
    async insertSession({ idHash, userId, expiresAt, userAgent, now }) {
      sessionRows.set(idHash, { userId, expiresAt, userAgent, createdAt: now, lastSeenAt: now });
    },
    async deleteSession(idHash) {
      sessionRows.delete(idHash);
    },
    async findSessionAccount(idHash, userId, now) {
      const session = sessionRows.get(idHash);
      const row = rows.get(userId);
      if (!session || session.userId !== userId || session.expiresAt <= now || !row || row.disabledAt) return null;
      return { account: record(row), lastSeenAt: session.lastSeenAt };
    },
    async touchSession(idHash, now) {
      const session = sessionRows.get(idHash);
      if (session && session.lastSeenAt < now) session.lastSeenAt = now;
    },
    async listSessions(userId, now, take) {
      return [...sessionRows.entries()]
        .filter(([, s]) => s.userId === userId && s.expiresAt > now)
        .sort(([a, x], [b, y]) => y.lastSeenAt.getTime() - x.lastSeenAt.getTime() || a.localeCompare(b))
        .slice(0, take)
        .map(([idHash, s]) => ({ idHash, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, userAgent: s.userAgent }));
    },
    async deleteUserSession(userId, idHash) {
      if (sessionRows.get(idHash)?.userId !== userId) return false;
      return sessionRows.delete(idHash);
    },
    async deleteOtherSessions(userId, keepIdHash) {
      let count = 0;
      for (const [key, s] of sessionRows)
        if (s.userId === userId && key !== keepIdHash && sessionRows.delete(key)) count++;
      return count;
    },
  };

  const live = (tokenHash: string, now: Date) => {
    const reset = resetRows.get(tokenHash);
    const owner = reset ? rows.get(reset.userId) : undefined;
    return reset && owner && !owner.disabledAt && reset.usedAt === null && reset.expiresAt > now ? reset : null;
  };
  const resets: PasswordResetStore = {
    async findResettableAccount(email) {
      for (const r of rows.values()) if (r.email === email && !r.disabledAt) return { id: r.id, email: r.email };
      return null;
    },
    async insertReset({ tokenHash, userId, expiresAt }) {
      resetRows.set(tokenHash, { userId, expiresAt, usedAt: null });
    },
    async isResetLive(tokenHash, now) {
      return live(tokenHash, now) !== null;
    },
    async consumeReset(tokenHash, passwordHash, now) {
      const reset = live(tokenHash, now);
      if (!reset) return null;
      for (const r of resetRows.values()) if (r.userId === reset.userId && r.usedAt === null) r.usedAt = now;
      await accounts.replacePasswordHash(reset.userId, passwordHash);
      return { userId: reset.userId };
    },
  };

  const apps: AuthorizedAppStore = {
    async listAuthorizedApps(userId) {
      const at = new Date(0);
      return [...(grants.get(userId)?.entries() ?? [])].map(
        ([clientId, grantCount]): AuthorizedApp => ({
          clientId,
          name: clientId,
          websiteUrl: null,
          ownerName: "",
          scopes: [],
          legacyUnrestricted: false,
          grantCount,
          firstAuthorizedAt: at,
          lastAuthorizedAt: at,
          lastUsedAt: null,
        }),
      );
    },
    async listScopeUsage(userId, since) {
      return usage.filter((u) => u.userId === userId && u.day >= since).map(({ userId: _u, day: _d, ...u }) => u);
    },
    async revokeAppAccess(userId, clientId) {
      const count = grants.get(userId)?.get(clientId) ?? 0;
      grants.get(userId)?.delete(clientId);
      return count;
    },
  };

  return { accounts, sessions, apps, resets, rows, sessionRows, resetRows, grants, usage, audit };
}

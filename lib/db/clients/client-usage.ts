// Read queries for a client's recent use: what a removal would affect, and the activity figures.
import "server-only";
import type { ClientActivity, RecentUsage } from "@/lib/clients/views/client-usage";
import {
  type TokenActivityRow,
  summarizeTokenActivity,
  tokenActivityWindowStart,
} from "@/lib/clients/rules/token-activity";
import { getPrisma } from "../db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `timestamp(3)` columns hold UTC; compare them with a UTC literal, not a zoned parameter. */
function utc(date: Date): string {
  return date.toISOString().replace("T", " ").replace("Z", "");
}

export async function loadRecentUsage(clientInternalId: string, days = 7, now = new Date()): Promise<RecentUsage> {
  const db = await getPrisma();
  const since = new Date(now.getTime() - days * DAY_MS);
  const [uris, scopes] = await Promise.all([
    db.authorizationCode.groupBy({
      by: ["redirectUri"],
      where: { clientId: clientInternalId, createdAt: { gte: since } },
      _count: { _all: true },
    }),
    db.$queryRaw<Array<{ scope: string; count: number }>>`
      SELECT s AS "scope", count(*)::int AS "count"
      FROM "Grant", unnest("scopes") AS s
      WHERE "clientId" = ${clientInternalId} AND "createdAt" >= ${utc(since)}::timestamp
      GROUP BY s`,
  ]);
  return {
    days,
    byRedirectUri: Object.fromEntries(uris.map((u) => [u.redirectUri, u._count._all])),
    byScope: Object.fromEntries(scopes.map((s) => [s.scope, s.count])),
  };
}

/** Users with a live grant, per client: what "active users" means on the portal. */
export async function countActiveUsers(clientInternalIds: readonly string[]): Promise<Map<string, number>> {
  if (clientInternalIds.length === 0) return new Map();
  const db = await getPrisma();
  const rows = await db.$queryRaw<Array<{ clientId: string; users: number }>>`
    SELECT "clientId", count(DISTINCT "userId")::int AS "users"
    FROM "Grant" WHERE "clientId" = ANY(${[...clientInternalIds]}::text[]) AND "revokedAt" IS NULL
    GROUP BY 1`;
  return new Map(rows.map((r) => [r.clientId, r.users]));
}

/** When each client last got a token, from the token endpoint's counters (kept 90 days). */
export async function lastTokenIssued(clientInternalIds: readonly string[]): Promise<Map<string, Date>> {
  if (clientInternalIds.length === 0) return new Map();
  const rows = await (await getPrisma()).clientTokenActivity.groupBy({
    by: ["clientId"],
    where: { clientId: { in: [...clientInternalIds] }, outcome: "success" },
    _max: { lastAt: true },
  });
  return new Map(rows.flatMap((r) => (r._max.lastAt ? [[r.clientId, r._max.lastAt] as const] : [])));
}

/** Active users and the token endpoint's counters over the portal's window: rows as recorded, never recomputed. */
export async function loadClientActivity(clientInternalId: string, now = new Date()): Promise<ClientActivity> {
  const db = await getPrisma();
  const [users, rows, last] = await Promise.all([
    countActiveUsers([clientInternalId]),
    db.$queryRaw<TokenActivityRow[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS "day", "outcome", "reason", "count"
      FROM "ClientTokenActivity"
      WHERE "clientId" = ${clientInternalId} AND "day" >= ${utc(tokenActivityWindowStart(now))}::timestamp`,
    db.clientTokenActivity.groupBy({ by: ["outcome"], where: { clientId: clientInternalId }, _max: { lastAt: true } }),
  ]);
  const lastOf = (outcome: string) => last.find((l) => l.outcome === outcome)?._max.lastAt ?? null;
  return {
    activeUsers: users.get(clientInternalId) ?? 0,
    tokens: summarizeTokenActivity(rows, { success: lastOf("success"), failure: lastOf("failure") }, now),
  };
}

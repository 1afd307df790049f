// Read queries for a client's recent use: what a removal would affect, and the activity figures.
import "server-only";
import type { ClientActivity, RecentUsage } from "@/lib/clients/views/client-usage";
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

export async function loadClientActivity(
  clientInternalId: string,
  days = 14,
  now = new Date(),
): Promise<ClientActivity> {
  const db = await getPrisma();
  const since = new Date(now.getTime() - days * DAY_MS);
  // Counted per UTC day in SQL: a busy client has many rows.
  const [activeUsers, grants, tokens] = await Promise.all([
    db.grant
      .findMany({
        where: { clientId: clientInternalId, revokedAt: null },
        distinct: ["userId"],
        select: { userId: true },
      })
      .then((r) => r.length),
    db.$queryRaw<Array<{ day: string; count: number }>>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS "day", count(*)::int AS "count"
      FROM "Grant" WHERE "clientId" = ${clientInternalId} AND "createdAt" >= ${utc(since)}::timestamp GROUP BY 1`,
    db.$queryRaw<Array<{ day: string; count: number }>>`
      SELECT to_char(r."createdAt", 'YYYY-MM-DD') AS "day", count(*)::int AS "count"
      FROM "RefreshToken" r JOIN "Grant" g ON g.id = r."grantId"
      WHERE g."clientId" = ${clientInternalId} AND r."createdAt" >= ${utc(since)}::timestamp GROUP BY 1`,
  ]);
  const table = new Map<string, { authorizations: number; tokenRequests: number }>();
  for (let i = days - 1; i >= 0; i--)
    table.set(new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10), { authorizations: 0, tokenRequests: 0 });
  for (const g of grants) {
    const row = table.get(g.day);
    if (row) row.authorizations = g.count;
  }
  for (const t of tokens) {
    const row = table.get(t.day);
    if (row) row.tokenRequests = t.count;
  }
  return { activeUsers, days: [...table].map(([day, counts]) => ({ day, ...counts })) };
}

// Aggregates a client's AuthorizationRequestLog for the legacy migration wizard: per UTC day and
// kind in SQL (the log can be large), summarised by the pure lib/clients/rules/traffic.ts.
import {
  type TrafficRow,
  type TrafficSummary,
  summarizeTraffic,
  trafficWindowStart,
} from "@/lib/clients/rules/traffic";
import { getPrisma } from "../db";
import type { Prisma } from "../generated/client";

const HOUR_MS = 60 * 60 * 1000;

/** `timestamp(3)` columns hold UTC; compare them with a UTC literal, not a zoned parameter. */
function utcLiteral(date: Date): string {
  return date.toISOString().replace("T", " ").replace("Z", "");
}

export async function loadAuthorizationTraffic(options: {
  clientInternalId: string;
  now?: Date;
  db?: Prisma.TransactionClient;
}): Promise<TrafficSummary> {
  const now = options.now ?? new Date();
  const db = options.db ?? (await getPrisma());
  const id = options.clientInternalId;
  const since24h = utcLiteral(new Date(now.getTime() - 24 * HOUR_MS));
  const since7d = utcLiteral(new Date(now.getTime() - 7 * 24 * HOUR_MS));
  const rows = await db.$queryRaw<TrafficRow[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS "day",
           "withScope" AS "withScope",
           count(*)::int AS "count",
           (count(*) FILTER (WHERE "createdAt" >= ${since24h}::timestamp))::int AS "last24h",
           (count(*) FILTER (WHERE "createdAt" >= ${since7d}::timestamp))::int AS "last7d"
    FROM "AuthorizationRequestLog"
    WHERE "clientId" = ${id} AND "createdAt" >= ${utcLiteral(trafficWindowStart(now))}::timestamp
      AND "createdAt" <= ${utcLiteral(now)}::timestamp
    GROUP BY 1, 2`;
  const lastOf = async (withScope: boolean) =>
    (
      await db.authorizationRequestLog.findFirst({
        where: { clientId: id, withScope },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true },
      })
    )?.createdAt ?? null;
  return summarizeTraffic(rows, { withoutScopeAt: await lastOf(false), withScopeAt: await lastOf(true) }, now);
}

// Adds counted token requests to their (client, UTC day, outcome, reason) rows in one statement.
// Rows are keyed by the public client_id and joined to the client table, so a client_id that
// does not exist writes nothing: anonymous junk cannot grow the table.
import type { PrismaClient } from "../generated/client";
import { containsNul } from "../nul-safe-reads";

export interface TokenActivityCount {
  readonly clientId: string;
  /** Midnight UTC of the day counted. */
  readonly day: Date;
  readonly outcome: "success" | "failure";
  /** "" for a success. */
  readonly reason: string;
  readonly count: number;
  readonly lastAt: Date;
}

/** `timestamp(3)` columns hold UTC: pass a UTC literal. */
const utc = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

export async function recordTokenActivity(prisma: PrismaClient, counts: readonly TokenActivityCount[]): Promise<void> {
  // PostgreSQL text cannot hold U+0000; no client id contains one, so such a row counts nothing.
  const rows = counts.filter((c) => c.count > 0 && !containsNul(c.clientId));
  if (rows.length === 0) return;
  await prisma.$executeRaw`
    INSERT INTO "ClientTokenActivity" ("clientId", "day", "outcome", "reason", "count", "lastAt")
    SELECT c."id", v."day"::timestamp, v."outcome", v."reason", v."count", v."lastAt"::timestamp
    FROM unnest(${rows.map((r) => r.clientId)}::text[], ${rows.map((r) => utc(r.day))}::text[],
                ${rows.map((r) => r.outcome)}::text[], ${rows.map((r) => r.reason)}::text[],
                ${rows.map((r) => r.count)}::int[], ${rows.map((r) => utc(r.lastAt))}::text[])
         AS v("clientId", "day", "outcome", "reason", "count", "lastAt")
    JOIN "OAuthClient" c ON c."clientId" = v."clientId"
    ON CONFLICT ("clientId", "day", "outcome", "reason") DO UPDATE
      SET "count" = "ClientTokenActivity"."count" + EXCLUDED."count",
          "lastAt" = GREATEST("ClientTokenActivity"."lastAt", EXCLUDED."lastAt")`;
}

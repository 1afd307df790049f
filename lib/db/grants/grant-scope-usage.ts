// Per grant, scope and day counts of an app's API calls (GrantScopeUsage): added to as they happen
// (in sums the recorder batches), read back for the "Authorized apps" page.
import type { ScopeUsage } from "@/lib/accounts/rules/app-usage";
import type { UsageIncrement } from "@/lib/accounts/rules/usage-tally";
import { getPrisma } from "../db";

/** `timestamp(3)` columns hold UTC: compare with a UTC literal. */
const utc = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

/**
 * One statement per row: an upsert that adds to the counts and never moves the last use back. A
 * grant deleted meanwhile inserts nothing (the EXISTS), so one gone grant cannot fail the batch.
 */
export async function addGrantScopeUsage(rows: readonly UsageIncrement[]): Promise<void> {
  const prisma = await getPrisma();
  for (const r of rows) {
    await prisma.$executeRaw`
      INSERT INTO "GrantScopeUsage" ("grantId", "scope", "day", "reads", "changes", "lastAt")
      SELECT ${r.grantId}, ${r.scope}, ${utc(r.day)}::timestamp, ${r.reads}, ${r.changes}, ${utc(r.lastAt)}::timestamp
      WHERE EXISTS (SELECT 1 FROM "Grant" WHERE "id" = ${r.grantId})
      ON CONFLICT ("grantId", "scope", "day") DO UPDATE SET
        "reads" = "GrantScopeUsage"."reads" + EXCLUDED."reads",
        "changes" = "GrantScopeUsage"."changes" + EXCLUDED."changes",
        "lastAt" = GREATEST("GrantScopeUsage"."lastAt", EXCLUDED."lastAt")`;
  }
}

/** The counted use of the user's live grants from the day `since`, per app, scope and day. */
export async function listGrantScopeUsage(userId: string, since: Date): Promise<(ScopeUsage & { clientId: string })[]> {
  const rows = await (await getPrisma()).grantScopeUsage.findMany({
    where: { day: { gte: since }, grant: { userId, revokedAt: null } },
    select: {
      scope: true,
      reads: true,
      changes: true,
      lastAt: true,
      grant: { select: { client: { select: { clientId: true } } } },
    },
  });
  return rows.map(({ grant, ...r }) => ({ ...r, clientId: grant.client.clientId }));
}

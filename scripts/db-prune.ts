// `npm run db:prune`: deletes expired codes and refresh tokens, tokens of revoked grants, old
// authorization-request records, audit rows past AUDIT_RETENTION_DAYS, expired consent tickets,
// sessions and rate-limit counters (the server also does this every HOUSEKEEPING_INTERVAL_MINUTES).
import { pruneExpiredRecords } from "@/lib/db/housekeeping/prune-expired-records";
import { openConfiguredDatabase } from "@/lib/server/open-configured-database";
import { getConfig } from "@/lib/server/config";

const db = await openConfiguredDatabase();
try {
  const counts = await pruneExpiredRecords(db.prisma, {
    now: new Date(),
    auditRetentionDays: getConfig().auditRetentionDays,
  });
  console.log(
    `Deleted: ${counts.authorizationCodes} authorization codes, ${counts.refreshTokens} refresh tokens, ${counts.authorizationRequests} authorization-request records, ${counts.auditEvents} audit rows, ${counts.consentTickets} consent tickets, ${counts.userSessions} sessions, ${counts.rateLimitCounters} rate-limit counters.`,
  );
} finally {
  await db.close();
}

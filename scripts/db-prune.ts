// `npm run db:prune`: deletes expired codes and refresh tokens, tokens of revoked grants, old
// authorization-request records, audit rows past AUDIT_RETENTION_DAYS, expired consent tickets,
// sessions and rate-limit counters, webhook delivery logs past 30 days, expired single-use records (the server also does this every HOUSEKEEPING_INTERVAL_MINUTES).
import { pruneExpiredRecords } from "@/lib/db/housekeeping/prune-expired-records";
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";
import { getConfig } from "@/lib/server/roots/config";

const db = await openConfiguredDatabase();
try {
  const counts = await pruneExpiredRecords(db.prisma, {
    now: new Date(),
    auditRetentionDays: getConfig().auditRetentionDays,
  });
  console.log(
    `Deleted: ${counts.authorizationCodes} authorization codes, ${counts.refreshTokens} refresh tokens, ${counts.authorizationRequests} authorization-request records, ${counts.auditEvents} audit rows, ${counts.consentTickets} consent tickets, ${counts.invitations} expired invitations, ${counts.userSessions} sessions, ${counts.rateLimitCounters} rate-limit counters, ${counts.webhookDeliveries} webhook deliveries older than 30 days, ${counts.webhookEvents} webhook events, ${counts.passwordResets} expired password reset links, ${counts.grantScopeUsage} app usage counts older than 31 days, ${counts.usedOnce} expired single-use records (DPoP proofs', client assertions' jti).`,
  );
} finally {
  await db.close();
}

// Deletes what no rule needs any more, in small batches so no statement holds locks for long:
//  - authorization codes expired for over an hour (a code lives 10 minutes; the hour covers an
//    exchange that consumed it just in time and is still creating its grant);
//  - refresh tokens past their expiry, and every refresh token of a revoked grant. A retired
//    token of a live grant stays until it expires or rotation drops it (beyond the newest
//    RETIRED_REFRESH_TOKENS_KEPT): presenting it again must still be detected as reuse
//    (RFC 9700 s4.14.2), and the retry window needs the previous token;
//  - authorization-request records older than the legacy migration wizard shows;
//  - audit rows older than the retention;
//  - consent tickets past their expiry (one is written per consent screen shown; a ticket is
//    single-use and refused once expired, so an expired one can only be garbage);
//  - expired server-side sessions and rate-limit counters;
//  - invitations past their expiry (they can no longer be accepted; inviting again makes a new one).
//  - client secrets past their expiry (a rolled secret; the token endpoint refuses it already);
//  - token activity days older than the portal shows (TOKEN_ACTIVITY_RETENTION_DAYS).
//  - webhook deliveries (with their attempt logs) older than 30 days that are finished - the
//    retry schedule ends within about 2 days, so only a delivery still pending is kept - and
//    webhook events no delivery refers to any more;
//  - password reset links past their expiry (used or not: either way they open nothing);
//  - per grant, scope and day usage counts older than the apps page's window (USAGE_RETENTION_DAYS).
import { usageRetentionStart } from "@/lib/accounts/rules/app-usage";
import type { PrismaClient } from "../generated/client";

export interface PruneOptions {
  readonly now: Date;
  /** Audit rows older than this many days go. */
  readonly auditRetentionDays: number;
  /** Authorization-request records older than this many days go (the wizard shows 30). */
  readonly authorizationRequestRetentionDays?: number;
  readonly batchSize?: number;
}

export interface PruneCounts {
  authorizationCodes: number;
  refreshTokens: number;
  authorizationRequests: number;
  auditEvents: number;
  userSessions: number;
  rateLimitCounters: number;
  consentTickets: number;
  invitations: number;
  webhookDeliveries: number;
  webhookEvents: number;
  passwordResets: number;
  grantScopeUsage: number;
  expiredSecrets: number;
  tokenActivityDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const CODE_GRACE_MS = 60 * 60 * 1000;
export const DEFAULT_AUTHORIZATION_REQUEST_RETENTION_DAYS = 30;
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** The portal shows 30 days of token activity; rows are kept three times as long. */
export const TOKEN_ACTIVITY_RETENTION_DAYS = 90;
const DEFAULT_BATCH_SIZE = 1000;

/** `timestamp(3)` columns hold UTC: compare with a UTC literal. */
const utc = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

async function untilDone(deleteBatch: () => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

export async function pruneExpiredRecords(prisma: PrismaClient, options: PruneOptions): Promise<PruneCounts> {
  const batch = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const now = options.now.getTime();
  const codesBefore = utc(new Date(now - CODE_GRACE_MS));
  const tokensBefore = utc(options.now);
  const requestsBefore = utc(
    new Date(
      now - (options.authorizationRequestRetentionDays ?? DEFAULT_AUTHORIZATION_REQUEST_RETENTION_DAYS) * DAY_MS,
    ),
  );
  const auditBefore = utc(new Date(now - options.auditRetentionDays * DAY_MS));

  const authorizationCodes = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "AuthorizationCode" WHERE id IN (
      SELECT id FROM "AuthorizationCode" WHERE "expiresAt" < ${codesBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const expiredTokens = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "RefreshToken" WHERE id IN (
      SELECT id FROM "RefreshToken" WHERE "expiresAt" < ${tokensBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const revokedGrantTokens = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "RefreshToken" WHERE id IN (
      SELECT t.id FROM "RefreshToken" t JOIN "Grant" g ON g.id = t."grantId"
      WHERE g."revokedAt" IS NOT NULL LIMIT ${batch})`,
    batch,
  );
  const authorizationRequests = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "AuthorizationRequestLog" WHERE id IN (
      SELECT id FROM "AuthorizationRequestLog" WHERE "createdAt" < ${requestsBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const auditEvents = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "AuditLog" WHERE id IN (
      SELECT id FROM "AuditLog" WHERE "createdAt" < ${auditBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  // A ticket is live while expiresAt > now (consumeConsentTicket), so one at exactly now is dead.
  const consentTickets = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "ConsentTicket" WHERE "ticketHash" IN (
      SELECT "ticketHash" FROM "ConsentTicket" WHERE "expiresAt" <= ${tokensBefore}::timestamp LIMIT ${batch})`,
    batch,
  );

  const invitations = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "Invitation" WHERE id IN (
      SELECT id FROM "Invitation" WHERE "expiresAt" <= ${tokensBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const deliveriesBefore = utc(new Date(now - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS));
  const webhookDeliveries = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "WebhookDelivery" WHERE id IN (
      SELECT id FROM "WebhookDelivery"
      WHERE "createdAt" < ${deliveriesBefore}::timestamp AND "status" NOT IN ('PENDING', 'SENDING')
      LIMIT ${batch})`,
    batch,
  );
  const webhookEvents = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "WebhookEvent" WHERE id IN (
      SELECT e.id FROM "WebhookEvent" e
      WHERE e."createdAt" < ${deliveriesBefore}::timestamp
        AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventId" = e.id)
      LIMIT ${batch})`,
    batch,
  );

  const passwordResets = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "PasswordReset" WHERE "tokenHash" IN (
      SELECT "tokenHash" FROM "PasswordReset" WHERE "expiresAt" <= ${tokensBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const usageBefore = utc(usageRetentionStart(options.now));
  const grantScopeUsage = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "GrantScopeUsage" WHERE ("grantId", "scope", "day") IN (
      SELECT "grantId", "scope", "day" FROM "GrantScopeUsage" WHERE "day" < ${usageBefore}::timestamp LIMIT ${batch})`,
    batch,
  );
  const expiredSecrets = (await prisma.clientSecret.deleteMany({ where: { expiresAt: { lte: options.now } } })).count;
  const activityBefore = utc(new Date(now - TOKEN_ACTIVITY_RETENTION_DAYS * DAY_MS));
  const tokenActivityDays = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "ClientTokenActivity" WHERE ctid IN (
      SELECT ctid FROM "ClientTokenActivity" WHERE "day" < ${activityBefore}::timestamp LIMIT ${batch})`,
    batch,
  );

  const userSessions = (await prisma.userSession.deleteMany({ where: { expiresAt: { lte: options.now } } })).count;
  const rateLimitCounters = (await prisma.rateLimiterFlexible.deleteMany({ where: { expire: { lte: options.now } } }))
    .count;

  return {
    authorizationCodes,
    refreshTokens: expiredTokens + revokedGrantTokens,
    authorizationRequests,
    auditEvents,
    userSessions,
    rateLimitCounters,
    consentTickets,
    invitations,
    webhookDeliveries,
    webhookEvents,
    passwordResets,
    grantScopeUsage,
    expiredSecrets,
    tokenActivityDays,
  };
}

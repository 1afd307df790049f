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
//  - pushed authorization requests past their expiry (RFC 9126: valid once, for a minute);
//  - expired server-side sessions and rate-limit counters;
//  - invitations past their expiry (they can no longer be accepted; inviting again makes a new one).
//  - client secrets past their expiry (a rolled secret; the token endpoint refuses it already);
//  - token activity days older than the portal shows (TOKEN_ACTIVITY_RETENTION_DAYS).
//  - webhook deliveries (with their attempt logs) older than 30 days that are finished - the
//    retry schedule ends within about 2 days, so only a delivery still pending is kept - and
//    webhook events no delivery refers to any more;
//  - password reset links past their expiry (used or not: either way they open nothing);
//  - per grant, scope and day usage counts older than the apps page's window (USAGE_RETENTION_DAYS).
//  - single-use identifiers (DPoP proofs', client assertions' jti) past their expiry: a presentation
//    after it is refused by its own checks, so the record no longer guards anything.
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
  pushedRequests: number;
  invitations: number;
  webhookDeliveries: number;
  webhookEvents: number;
  passwordResets: number;
  /** Address links (sign-up, email change) past their expiry. */
  emailVerifications: number;
  /** Deleted clients past the time they could be restored. */
  deletedClients: number;
  grantScopeUsage: number;
  expiredSecrets: number;
  tokenActivityDays: number;
  usedOnce: number;
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

/** Rows of `table` that die with the time in `column`; `key` names a row (default: its id). */
interface AgedRows {
  readonly table: string;
  readonly column: string;
  readonly key?: readonly string[];
  /** A row whose time is exactly the cutoff is dead too (it was live only while its time was ahead). */
  readonly throughCutoff?: boolean;
  /** A further condition on the row, in SQL over the table's columns. */
  readonly alsoWhere?: string;
}

/**
 * Deletes the rows older than `cutoff`, a batch a statement. The statement's names come from the
 * constant descriptions below, never from input; the cutoff and the batch size are parameters.
 */
function deleteAged(prisma: PrismaClient, rows: AgedRows, cutoff: Date, batch: number): Promise<number> {
  const table = `"${rows.table}"`;
  const key = (rows.key ?? ["id"]).map((column) => `"${column}"`).join(", ");
  const older = rows.throughCutoff ? "<=" : "<";
  const also = rows.alsoWhere ? ` AND ${rows.alsoWhere}` : "";
  const statement = `DELETE FROM ${table} WHERE (${key}) IN (
    SELECT ${key} FROM ${table} WHERE "${rows.column}" ${older} $1::timestamp${also} LIMIT $2)`;
  return untilDone(() => prisma.$executeRawUnsafe(statement, utc(cutoff), batch), batch);
}

export async function pruneExpiredRecords(prisma: PrismaClient, options: PruneOptions): Promise<PruneCounts> {
  const batch = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const { now } = options;
  const before = (ms: number) => new Date(now.getTime() - ms);
  const prune = (rows: AgedRows, cutoff: Date) => deleteAged(prisma, rows, cutoff, batch);
  const requestDays = options.authorizationRequestRetentionDays ?? DEFAULT_AUTHORIZATION_REQUEST_RETENTION_DAYS;

  const authorizationCodes = await prune({ table: "AuthorizationCode", column: "expiresAt" }, before(CODE_GRACE_MS));
  const expiredTokens = await prune({ table: "RefreshToken", column: "expiresAt" }, now);
  const revokedGrantTokens = await untilDone(
    () => prisma.$executeRaw`
    DELETE FROM "RefreshToken" WHERE id IN (
      SELECT t.id FROM "RefreshToken" t JOIN "Grant" g ON g.id = t."grantId"
      WHERE g."revokedAt" IS NOT NULL LIMIT ${batch})`,
    batch,
  );
  const authorizationRequests = await prune(
    { table: "AuthorizationRequestLog", column: "createdAt" },
    before(requestDays * DAY_MS),
  );
  const auditEvents = await prune(
    { table: "AuditLog", column: "createdAt" },
    before(options.auditRetentionDays * DAY_MS),
  );
  // A ticket is live while expiresAt > now (consumeConsentTicket), so one at exactly now is dead.
  const consentTickets = await prune(
    { table: "ConsentTicket", key: ["ticketHash"], column: "expiresAt", throughCutoff: true },
    now,
  );
  // Live while expiresAt > now (consumePushedRequest), as consent tickets.
  const pushedRequests = await prune(
    { table: "PushedAuthorizationRequest", key: ["referenceHash"], column: "expiresAt", throughCutoff: true },
    now,
  );
  const invitations = await prune({ table: "Invitation", column: "expiresAt", throughCutoff: true }, now);
  const deliveriesBefore = before(WEBHOOK_LOG_RETENTION_DAYS * DAY_MS);
  const webhookDeliveries = await prune(
    { table: "WebhookDelivery", column: "createdAt", alsoWhere: `"status" NOT IN ('PENDING', 'SENDING')` },
    deliveriesBefore,
  );
  const webhookEvents = await prune(
    {
      table: "WebhookEvent",
      column: "createdAt",
      alsoWhere: `NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventId" = "WebhookEvent".id)`,
    },
    deliveriesBefore,
  );
  const passwordResets = await prune(
    { table: "PasswordReset", key: ["tokenHash"], column: "expiresAt", throughCutoff: true },
    now,
  );
  const emailVerifications = await prune(
    { table: "EmailVerification", key: ["tokenHash"], column: "expiresAt", throughCutoff: true },
    now,
  );
  const deletedClients = await prune({ table: "DeletedClient", column: "restorableUntil", throughCutoff: true }, now);
  const grantScopeUsage = await prune(
    { table: "GrantScopeUsage", key: ["grantId", "scope", "day"], column: "day" },
    usageRetentionStart(now),
  );
  const expiredSecrets = (await prisma.clientSecret.deleteMany({ where: { expiresAt: { lte: options.now } } })).count;
  const tokenActivityDays = await prune(
    { table: "ClientTokenActivity", key: ["ctid"], column: "day" },
    before(TOKEN_ACTIVITY_RETENTION_DAYS * DAY_MS),
  );

  // A record is live while expiresAt > now (the once store's rule), so one at exactly now is dead.
  const usedOnce = await prune(
    { table: "UsedOnce", key: ["kind", "idHash"], column: "expiresAt", throughCutoff: true },
    now,
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
    pushedRequests,
    invitations,
    webhookDeliveries,
    webhookEvents,
    passwordResets,
    emailVerifications,
    deletedClients,
    grantScopeUsage,
    expiredSecrets,
    tokenActivityDays,
    usedOnce,
  };
}

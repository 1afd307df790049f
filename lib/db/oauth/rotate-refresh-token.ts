// Refresh-token rotation (port: RefreshTokenPort.rotateRefreshToken). The winner is decided by one
// conditional UPDATE ... RETURNING, with no read first, and the same statement (a data-modifying
// WITH) stores the successor, one generation on, and deletes the grant's retired tokens beyond the
// newest RETIRED_REFRESH_TOKENS_KEPT, so all of it commits together without an interactive
// transaction. The per-grant ceiling rides on the chain: each successor carries the count of the
// grant's rotations in the current window, and the UPDATE refuses a token whose count is full.
//
// Only when the UPDATE touches nothing is the token read (with its successor `next`, if stored),
// and the core's verdict (lib/oauth/token-grants/refresh-verdict.ts) tells a retry inside the
// window (answered with the same successor, nothing written) from unknown, reused, expired and
// throttled; a token no longer stored whose grant mark is authentic costs one more read, of the
// grant it names. A concurrent winner's statement has committed by then: PostgreSQL makes the
// losers of the row lock wait for it, PGlite runs one statement at a time.
//
// The statement waits for one lock only, the presented token's: old generations locked by a
// concurrent revocation are skipped (the next rotation or housekeeping deletes them), and no
// foreign key points from one token to another, so a delete touches no other row. A revocation
// waiting for the token therefore never waits in a circle with us.
import { randomUUID } from "node:crypto";
import type {
  ClientAsAuthenticated,
  GrantRecord,
  SignInRecord,
  GrantRevocationReason,
  NextRefreshToken,
} from "@/lib/oauth/ports";
import {
  RETIRED_REFRESH_TOKENS_KEPT,
  type RefreshRotationPolicy,
  type RotateRefreshTokenResult,
} from "@/lib/oauth/token-grants/refresh-token-storage";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import {
  type MarkedGrant,
  NO_REFRESH_CEILING,
  type RefreshCeiling,
  judgeStoredRefreshToken,
  judgeUnstoredRefreshToken,
} from "@/lib/oauth/token-grants/refresh-verdict";
import { type DirectSql, sql } from "../direct-sql";
import { clientStillAs, clientStillMatches } from "./client-still-as";
import { detailsOf } from "./stored-details";
import type { PrismaClient } from "../generated/client";

interface GrantColumns {
  id: string;
  userId: string;
  scopes: string[];
  legacyUnrestricted: boolean;
  authorizationCodeHash: string;
  createdAt: Date;
  authTime: Date | null;
  sessionSid: string | null;
  resource: string | null;
  dpopJkt: string | null;
  authorizationDetails: unknown;
}

/** A token found live but not won (its window rolled over meanwhile): try the UPDATE once more. */
const MAX_ATTEMPTS = 3;

function retireLiveToken(
  db: DirectSql,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
  ceiling: RefreshCeiling,
  client: ClientAsAuthenticated | undefined,
): Promise<GrantColumns[]> {
  const windowFloor = new Date(now.getTime() - ceiling.seconds * 1000);
  return db.query<GrantColumns>(sql`
    WITH won AS (
      UPDATE "RefreshToken" AS t SET "usedAt" = ${now}::timestamp(3)
      FROM "Grant" AS g, "OAuthClient" AS c
      WHERE t."tokenHash" = ${tokenHash} AND t."usedAt" IS NULL AND t."revokedAt" IS NULL
        AND t."expiresAt" > ${now}::timestamp(3)
        AND g.id = t."grantId" AND g."revokedAt" IS NULL AND c.id = g."clientId" AND c."clientId" = ${next.clientId}
        AND ${clientStillAs(client)}
        AND (t."chainWindowStartedAt" IS NULL OR t."chainWindowStartedAt" <= ${windowFloor}::timestamp(3)
          OR t."chainWindowRefreshes" < ${ceiling.max}::int)
      RETURNING t.id AS "parentId", t.generation,
        (t."chainWindowStartedAt" IS NULL OR t."chainWindowStartedAt" <= ${windowFloor}::timestamp(3)) AS "freshWindow",
        t."chainWindowStartedAt", t."chainWindowRefreshes",
        g.id, g."userId", g.scopes, g."legacyUnrestricted", g."authorizationCodeHash", g."createdAt",
        g."authTime", g."sessionSid", g.resource, g."dpopJkt", g."authorizationDetails"
    ), successor AS (
      INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "parentId", "createdAt", "expiresAt", "generation",
        "chainWindowStartedAt", "chainWindowRefreshes")
      SELECT ${randomUUID()}, ${next.tokenHash}, won.id, won."parentId", ${next.issuedAt}::timestamp(3),
        ${next.expiresAt}::timestamp(3), won.generation + 1,
        CASE WHEN won."freshWindow" THEN ${now}::timestamp(3) ELSE won."chainWindowStartedAt" END,
        CASE WHEN won."freshWindow" THEN 1 ELSE won."chainWindowRefreshes" + 1 END
      FROM won
    ), pruned AS (
      DELETE FROM "RefreshToken" WHERE id IN (
        SELECT old.id FROM "RefreshToken" AS old, won
        WHERE old."grantId" = won.id AND old.generation <= won.generation - ${RETIRED_REFRESH_TOKENS_KEPT}::int
        FOR UPDATE OF old SKIP LOCKED)
    )
    SELECT won.id, won."userId", won.scopes, won."legacyUnrestricted", won."authorizationCodeHash", won."createdAt",
      won."authTime", won."sessionSid", won.resource, won."dpopJkt", won."authorizationDetails"
    FROM won`);
}

type Undecided = Exclude<RotateRefreshTokenResult, { status: "rotated"; retried: false }> | { status: "retry" };

/** What a token that could not be retired is, by the core's verdict: a retry inside the window, or a refusal. */
async function classify(
  prisma: PrismaClient,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
  policy: RefreshRotationPolicy,
): Promise<Undecided> {
  // The presented token and, if stored, its successor `next`, in one read.
  const rows = await prisma.refreshToken.findMany({
    where: { tokenHash: { in: [tokenHash, next.tokenHash] } },
    select: {
      tokenHash: true,
      grantId: true,
      generation: true,
      usedAt: true,
      revokedAt: true,
      expiresAt: true,
      chainWindowStartedAt: true,
      chainWindowRefreshes: true,
      grant: {
        select: {
          id: true,
          userId: true,
          scopes: true,
          legacyUnrestricted: true,
          authorizationCodeHash: true,
          createdAt: true,
          authTime: true,
          sessionSid: true,
          revokedAt: true,
          resource: true,
          dpopJkt: true,
          authorizationDetails: true,
          client: { select: { clientId: true } },
        },
      },
    },
  });
  const old = rows.find((r) => r.tokenHash === tokenHash);
  if (!old)
    return policy.markedGrantId === undefined
      ? { status: "not_found" }
      : judgeUnstoredRefreshToken(await markedGrant(prisma, policy.markedGrantId, now), next.clientId);
  const successor = rows.find(
    (r) => r.tokenHash === next.tokenHash && r.grantId === old.grantId && r.generation === old.generation + 1,
  );
  const verdict = judgeStoredRefreshToken(
    {
      grantId: old.grant.id,
      clientId: old.grant.client.clientId,
      grantRevoked: old.grant.revokedAt !== null,
      usedAt: old.usedAt,
      revokedAt: old.revokedAt,
      expiresAt: old.expiresAt,
      chain: { startedAt: old.chainWindowStartedAt, refreshes: old.chainWindowRefreshes },
    },
    successor ?? null,
    { clientId: next.clientId, now, policy },
  );
  if (verdict.status === "retried")
    return { status: "rotated", grant: toGrantRecord(old.grant, next.clientId), retried: true };
  // Live, yet the statement did not win it (its window rolled over meanwhile): try the statement again.
  if (verdict.status === "rotate") return { status: "retry" };
  return verdict;
}

/** The grant an authentic mark names, as the verdict on a token no longer stored needs it. */
async function markedGrant(prisma: PrismaClient, grantId: string, now: Date): Promise<MarkedGrant | null> {
  const [grant] = await prisma.$queryRaw<Array<{ clientId: string; revoked: boolean; chainLives: boolean }>>`
    SELECT c."clientId", g."revokedAt" IS NOT NULL AS revoked,
      EXISTS (SELECT 1 FROM "RefreshToken" AS t WHERE t."grantId" = g.id AND t."usedAt" IS NULL
        AND t."revokedAt" IS NULL AND t."expiresAt" > ${now}::timestamp(3)) AS "chainLives"
    FROM "Grant" AS g JOIN "OAuthClient" AS c ON c.id = g."clientId"
    WHERE g.id = ${grantId}`;
  return grant === undefined ? null : { grantId, ...grant };
}

export async function rotateStoredRefreshToken(
  prisma: PrismaClient,
  direct: DirectSql,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
  policy: RefreshRotationPolicy = {},
): Promise<RotateRefreshTokenResult> {
  const ceiling = policy.ceiling ?? NO_REFRESH_CEILING;
  for (let attempt = 1; ; attempt++) {
    const [won] = await retireLiveToken(direct, tokenHash, next, now, ceiling, policy.client);
    if (won) return { status: "rotated", grant: toGrantRecord(won, next.clientId), retried: false };
    // Before any verdict (a reuse revokes the grant): is it still made for the client as authenticated?
    if (policy.client !== undefined && !(await clientStillMatches(direct, policy.client)))
      return { status: "client_changed" };
    const decided = await classify(prisma, tokenHash, next, now, policy);
    if (decided.status !== "retry") return decided;
    // Still undecided after several rounds: refuse without revoking anything.
    if (attempt >= MAX_ATTEMPTS) return { status: "not_found" };
  }
}

function toGrantRecord(row: GrantColumns, clientId: string): GrantRecord {
  return {
    id: row.id,
    clientId,
    userId: row.userId,
    scopes: row.scopes as Scope[],
    legacyUnrestricted: row.legacyUnrestricted,
    authorizationCodeHash: row.authorizationCodeHash,
    createdAt: row.createdAt,
    ...(row.authTime !== null ? { signIn: signInOf(row) } : {}),
    ...(row.resource !== null ? { resource: row.resource } : {}),
    ...(row.dpopJkt !== null ? { dpopJkt: row.dpopJkt } : {}),
    ...detailsOf(row.authorizationDetails),
    revokedAt: null,
    revokedReason: null as GrantRevocationReason | null,
  };
}

/** The sign-in stored with an OpenID Connect grant; null for grants issued without one. */
export function signInOf(row: { authTime: Date | null; sessionSid: string | null }): SignInRecord | null {
  return row.authTime === null ? null : { authTime: row.authTime, sid: row.sessionSid };
}

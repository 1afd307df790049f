// Refresh-token rotation with a short retry window (port: GrantPort.rotateRefreshToken).
// The winner is always decided by one conditional UPDATE ... RETURNING, with no read first, and the
// new token is inserted by the same statement (a data-modifying WITH), so retiring the old token
// and storing its successor commit together without an interactive transaction:
//  1. retire the live token itself (the normal refresh: the only statement sent), or
//  2. within the window, retire the token's never-used successor (a retry after a lost response).
// Either way the new token is stored as the presented token's successor. Only when both updates
// touch nothing is the token read, to tell unknown, reused and expired apart.
import { randomUUID } from "node:crypto";
import type { GrantRecord, GrantRevocationReason, NextRefreshToken, RotateRefreshTokenResult } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";

interface WonRow {
  parentId: string;
  id: string;
  userId: string;
  scopes: string[];
  legacyUnrestricted: boolean;
  authorizationCodeHash: string;
  createdAt: Date;
}

/** A concurrent retry may commit a newer successor between our update and our read; try again. */
const MAX_ATTEMPTS = 3;

function retireLiveToken(
  prisma: PrismaClient,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
): Promise<WonRow[]> {
  return prisma.$queryRaw<WonRow[]>`
    WITH won AS (
      UPDATE "RefreshToken" AS t SET "usedAt" = ${now}::timestamp(3)
      FROM "Grant" AS g, "OAuthClient" AS c
      WHERE t."tokenHash" = ${tokenHash} AND t."usedAt" IS NULL AND t."revokedAt" IS NULL
        AND t."expiresAt" > ${now}::timestamp(3)
        AND g.id = t."grantId" AND g."revokedAt" IS NULL AND c.id = g."clientId" AND c."clientId" = ${next.clientId}
      RETURNING t.id AS "parentId", g.id, g."userId", g.scopes, g."legacyUnrestricted", g."authorizationCodeHash", g."createdAt"
    ), successor AS (
      INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "parentId", "createdAt", "expiresAt")
      SELECT ${randomUUID()}, ${next.tokenHash}, won.id, won."parentId", ${next.issuedAt}::timestamp(3), ${next.expiresAt}::timestamp(3) FROM won
    )
    SELECT * FROM won`;
}

function retireUnusedSuccessor(
  prisma: PrismaClient,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
  windowStart: Date,
): Promise<WonRow[]> {
  return prisma.$queryRaw<WonRow[]>`
    WITH won AS (
      UPDATE "RefreshToken" AS s SET "revokedAt" = ${now}::timestamp(3)
      FROM "RefreshToken" AS t, "Grant" AS g, "OAuthClient" AS c
      WHERE t."tokenHash" = ${tokenHash} AND t."revokedAt" IS NULL AND t."usedAt" >= ${windowStart}::timestamp(3)
        AND s."parentId" = t.id AND s."usedAt" IS NULL AND s."revokedAt" IS NULL
        AND g.id = t."grantId" AND g."revokedAt" IS NULL AND c.id = g."clientId" AND c."clientId" = ${next.clientId}
      RETURNING t.id AS "parentId", g.id, g."userId", g.scopes, g."legacyUnrestricted", g."authorizationCodeHash", g."createdAt"
    ), successor AS (
      INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "parentId", "createdAt", "expiresAt")
      SELECT ${randomUUID()}, ${next.tokenHash}, won.id, won."parentId", ${next.issuedAt}::timestamp(3), ${next.expiresAt}::timestamp(3) FROM won
    )
    SELECT * FROM won`;
}

type Refusal = Exclude<RotateRefreshTokenResult, { status: "rotated" }> | { status: "retry" };

async function classify(
  prisma: PrismaClient,
  tokenHash: string,
  clientId: string,
  now: Date,
  windowStart: Date | undefined,
): Promise<Refusal> {
  const old = await prisma.refreshToken.findUnique({
    where: { tokenHash },
    select: {
      grantId: true,
      usedAt: true,
      revokedAt: true,
      expiresAt: true,
      grant: { select: { revokedAt: true, client: { select: { clientId: true } } } },
      children: { where: { usedAt: null, revokedAt: null }, select: { id: true }, take: 1 },
    },
  });
  if (!old || old.grant.client.clientId !== clientId) return { status: "not_found" };
  if (old.revokedAt !== null || old.grant.revokedAt !== null) return { status: "reused", grantId: old.grantId };
  if (old.usedAt !== null) {
    // Lost a race with another retry that has committed a newer, still unused successor.
    const retryable = windowStart !== undefined && old.usedAt >= windowStart && old.children.length > 0;
    return retryable ? { status: "retry" } : { status: "reused", grantId: old.grantId };
  }
  return old.expiresAt > now ? { status: "retry" } : { status: "expired" };
}

export async function rotateStoredRefreshToken(
  prisma: PrismaClient,
  tokenHash: string,
  next: NextRefreshToken,
  now: Date,
  windowStart: Date | undefined,
): Promise<RotateRefreshTokenResult> {
  for (let attempt = 1; ; attempt++) {
    let retried = false;
    let [won] = await retireLiveToken(prisma, tokenHash, next, now);
    if (!won && windowStart !== undefined) {
      [won] = await retireUnusedSuccessor(prisma, tokenHash, next, now, windowStart);
      retried = won !== undefined;
    }
    if (won) return { status: "rotated", grant: toGrantRecord(won, next.clientId), retried };
    const refusal = await classify(prisma, tokenHash, next.clientId, now, windowStart);
    if (refusal.status !== "retry") return refusal;
    // Still undecided after several rounds: refuse without revoking anything.
    if (attempt >= MAX_ATTEMPTS) return { status: "not_found" };
  }
}

function toGrantRecord(row: WonRow, clientId: string): GrantRecord {
  return {
    id: row.id,
    clientId,
    userId: row.userId,
    scopes: row.scopes as Scope[],
    legacyUnrestricted: row.legacyUnrestricted,
    authorizationCodeHash: row.authorizationCodeHash,
    createdAt: row.createdAt,
    revokedAt: null,
    revokedReason: null as GrantRevocationReason | null,
  };
}

// The OAuth core's storage ports (OAuthStore, lib/oauth/ports.ts) on Prisma. Every single-use decision is one
// conditional UPDATE whose row count picks the winner; multi-row writes share one transaction.
// The core speaks in public client ids; rows reference the client's internal id.
import type { GrantRecord, GrantRevocationReason, NextRefreshToken, OAuthStore } from "@/lib/oauth/ports";
import type { RotateRefreshTokenResult } from "@/lib/oauth/token-grants/refresh-token-storage";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { type DirectSql, prismaDirectSql } from "../direct-sql";
import type { Prisma, PrismaClient } from "../generated/client";
import { consumeConsentTicket, saveConsentTicket } from "./consent-tickets";
import { consumePushedRequest, savePushedRequest } from "./pushed-requests";
import { consumeAuthorizationCode } from "./consume-authorization-code";
import { detailsOf } from "./stored-details";
import { findDetailUses, returnDetailUse, spendDetailUse } from "./detail-uses";
import { createGrantWithRefreshToken } from "./create-grant-with-refresh-token";
import { exchangeAuthorizationCode } from "./exchange-authorization-code";
import { findAuthorizeClient } from "./find-authorize-client";
import { findClientAccess } from "./find-client-access";
import { findGrantAccess } from "./find-grant-access";
import { findGrantedScopes } from "./find-granted-scopes";
import { findTokenClient } from "./find-token-client";
import { recordAuthorizationRequest } from "./record-authorization-request";
import { keyUseRecorder, secretUseRecorder } from "./record-secret-use";
import { rotateStoredRefreshToken, signInOf } from "./rotate-refresh-token";

type Tx = Prisma.TransactionClient;

const grantInclude = { client: { select: { clientId: true } } } as const;
type GrantRow = Prisma.GrantGetPayload<{ include: typeof grantInclude }>;

function toGrantRecord(row: GrantRow): GrantRecord {
  return {
    id: row.id,
    clientId: row.client.clientId,
    userId: row.userId,
    scopes: row.scopes as Scope[],
    legacyUnrestricted: row.legacyUnrestricted,
    authorizationCodeHash: row.authorizationCodeHash,
    createdAt: row.createdAt,
    ...(row.authTime !== null ? { signIn: signInOf(row) } : {}),
    ...(row.resource !== null ? { resource: row.resource } : {}),
    ...(row.dpopJkt !== null ? { dpopJkt: row.dpopJkt } : {}),
    ...detailsOf(row.authorizationDetails),
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason as GrantRevocationReason | null,
  };
}

async function revokeGrants(tx: Tx, grantIds: string[], reason: GrantRevocationReason, now: Date): Promise<void> {
  if (grantIds.length === 0) return;
  await tx.grant.updateMany({
    where: { id: { in: grantIds }, revokedAt: null },
    data: { revokedAt: now, revokedReason: reason },
  });
  await tx.refreshToken.updateMany({ where: { grantId: { in: grantIds }, revokedAt: null }, data: { revokedAt: now } });
}

/** `direct` carries the hot paths' statements (lib/db/direct-sql.ts); without it they go through Prisma. */
export function createPrismaOAuthStore(prisma: PrismaClient, direct: DirectSql = prismaDirectSql(prisma)): OAuthStore {
  return {
    findClient: (clientId) => findTokenClient(direct, clientId),

    recordSecretUse: secretUseRecorder(prisma),
    recordKeyUse: keyUseRecorder(prisma),

    async saveAuthorizationCode(record) {
      await prisma.authorizationCode.create({
        data: {
          codeHash: record.codeHash,
          client: { connect: { clientId: record.clientId } },
          user: { connect: { id: record.userId } },
          redirectUri: record.redirectUri,
          scopes: [...record.scopes],
          legacyUnrestricted: record.legacyUnrestricted,
          codeChallenge: record.codeChallenge,
          nonce: record.nonce ?? null,
          authTime: record.signIn?.authTime ?? null,
          sessionSid: record.signIn?.sid ?? null,
          resource: record.resource ?? null,
          dpopJkt: record.dpopJkt ?? null,
          ...(record.authorizationDetails
            ? { authorizationDetails: record.authorizationDetails as unknown as Prisma.InputJsonValue }
            : {}),
          createdAt: record.issuedAt,
          expiresAt: record.expiresAt,
        },
      });
    },

    consumeAuthorizationCode: (codeHash, clientId, now) => consumeAuthorizationCode(direct, codeHash, clientId, now),
    exchangeAuthorizationCode: (codeHash, clientId, now, decide, client) =>
      exchangeAuthorizationCode(direct, codeHash, clientId, now, decide, client),
    createGrantWithRefreshToken: (input) => createGrantWithRefreshToken(prisma, input),

    async rotateRefreshToken(oldTokenHash, next: NextRefreshToken, now, policy): Promise<RotateRefreshTokenResult> {
      return rotateStoredRefreshToken(prisma, direct, oldTokenHash, next, now, policy);
    },

    async revokeGrant(grantId, reason, now) {
      await prisma.$transaction((tx) => revokeGrants(tx, [grantId], reason, now));
    },

    async revokeGrantIssuedFromCode(codeHash, reason, now) {
      await prisma.$transaction(async (tx) => {
        await tx.authorizationCode.updateMany({ where: { codeHash, revokedAt: null }, data: { revokedAt: now } });
        const grants = await tx.grant.findMany({ where: { authorizationCodeHash: codeHash }, select: { id: true } });
        await revokeGrants(
          tx,
          grants.map((g) => g.id),
          reason,
          now,
        );
      });
    },

    async findGrant(grantId) {
      const row = await prisma.grant.findUnique({ where: { id: grantId }, include: grantInclude });
      return row ? toGrantRecord(row) : null;
    },

    async recordGrantUse(grantId, now) {
      const aMinuteAgo = new Date(now.getTime() - 60_000);
      await prisma.grant.updateMany({
        where: { id: grantId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: aMinuteAgo } }] },
        data: { lastUsedAt: now },
      });
    },

    findGrantAccess: (grantId) => findGrantAccess(direct, grantId),

    async findRefreshToken(tokenHash) {
      const row = await prisma.refreshToken.findUnique({
        where: { tokenHash },
        include: { grant: { include: grantInclude } },
      });
      if (!row) return null;
      return {
        grant: toGrantRecord(row.grant),
        issuedAt: row.createdAt,
        expiresAt: row.expiresAt,
        usedAt: row.usedAt,
        revokedAt: row.revokedAt,
      };
    },

    findAuthorizeClient: (clientId) => findAuthorizeClient(prisma, clientId),
    recordAuthorizationRequest: (clientId, withScope, at) =>
      recordAuthorizationRequest(prisma, clientId, withScope, at),
    findClientAccess: (clientId) => findClientAccess(prisma, clientId),
    findGrantedScopes: (clientId, userId) => findGrantedScopes(prisma, clientId, userId),
    saveConsentTicket: (ticket, now) => saveConsentTicket(prisma, ticket, now),
    consumeConsentTicket: (ticketHash, userId, now) => consumeConsentTicket(prisma, ticketHash, userId, now),
    savePushedRequest: (record, now, maxLive) => savePushedRequest(prisma, record, now, maxLive),
    consumePushedRequest: (referenceHash, clientId, now) => consumePushedRequest(prisma, referenceHash, clientId, now),
    spendDetailUse: (grantId, index, maxUses) => spendDetailUse(direct, grantId, index, maxUses),
    returnDetailUse: (grantId, index) => returnDetailUse(direct, grantId, index),
    findDetailUses: (grantId) => findDetailUses(direct, grantId),
  };
}

// The OAuth core's storage port (lib/oauth/ports.ts) on Prisma. Every single-use decision is one
// conditional UPDATE whose row count picks the winner; multi-row writes share one transaction.
// The core speaks in public client ids; rows reference the client's internal id.
import type {
  AuthorizationCodeRecord,
  ConsumeAuthorizationCodeResult,
  CreateGrantInput,
  CreateGrantResult,
  GrantRecord,
  GrantRevocationReason,
  NextRefreshToken,
  OAuthStore,
  RotateRefreshTokenResult,
  TokenClientRecord,
} from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { Prisma, PrismaClient } from "../generated/client";
import { consumeConsentTicket, saveConsentTicket } from "./consent-tickets";
import { findAuthorizeClient } from "./find-authorize-client";
import { findClientAccess } from "./find-client-access";
import { findGrantAccess } from "./find-grant-access";
import { findGrantedScopes } from "./find-granted-scopes";
import { recordAuthorizationRequest } from "./record-authorization-request";
import { secretUseRecorder } from "./record-secret-use";
import { rotateRefreshTokenInTx } from "./rotate-refresh-token";

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
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason as GrantRevocationReason | null,
  };
}

async function revokeGrants(tx: Tx, grantIds: string[], reason: GrantRevocationReason, now: Date): Promise<void> {
  if (grantIds.length === 0) return;
  await tx.grant.updateMany({ where: { id: { in: grantIds }, revokedAt: null }, data: { revokedAt: now, revokedReason: reason } });
  await tx.refreshToken.updateMany({ where: { grantId: { in: grantIds }, revokedAt: null }, data: { revokedAt: now } });
}

async function consumeCode(db: Tx, codeHash: string, clientId: string, now: Date): Promise<ConsumeAuthorizationCodeResult> {
  const won = await db.authorizationCode.updateMany({
    where: { codeHash, client: { clientId }, consumedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  const row = await db.authorizationCode.findUnique({ where: { codeHash }, include: { client: { select: { clientId: true } } } });
  if (!row || row.client.clientId !== clientId) return { status: "not_found" };
  if (won.count === 0) return row.consumedAt || row.revokedAt ? { status: "already_consumed" } : { status: "expired" };
  const code: AuthorizationCodeRecord = {
    codeHash: row.codeHash,
    clientId: row.client.clientId,
    userId: row.userId,
    redirectUri: row.redirectUri,
    scopes: row.scopes as Scope[],
    legacyUnrestricted: row.legacyUnrestricted,
    codeChallenge: row.codeChallenge,
    issuedAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
  return { status: "consumed", code };
}

async function createGrant(tx: Tx, { grant, refreshToken, revokeEarlierLegacyGrants }: CreateGrantInput): Promise<CreateGrantResult> {
  // Locks the code row, so a concurrent replay either sees this grant or stops it.
  const [code] = await tx.$queryRaw<Array<{ clientId: string; revokedAt: Date | null }>>`
    SELECT "clientId", "revokedAt" FROM "AuthorizationCode" WHERE "codeHash" = ${grant.authorizationCodeHash} FOR UPDATE`;
  if (!code) throw new Error("grant refers to an unknown authorization code");
  const internalClientId = code.clientId;
  // Serialised with an admin's decision on the client row: a client rejected after this
  // exchange authenticated must not end up with a live grant that a later re-approval
  // would bring back. (Suspension keeps grants by design, so only REJECTED counts.)
  const [owner] = await tx.$queryRaw<Array<{ status: string }>>`
    SELECT status FROM "OAuthClient" WHERE id = ${internalClientId} FOR SHARE`;
  const rejected = owner?.status === "REJECTED";
  const bornRevoked = code.revokedAt !== null || rejected;
  const bornRevokedAt = code.revokedAt ?? grant.createdAt;
  const bornRevokedReason = code.revokedAt !== null ? "authorization_code_reused" : "revoked_by_admin";
  let revokedLegacyGrantIds: string[] = [];
  if (revokeEarlierLegacyGrants && !bornRevoked) {
    const earlier = await tx.grant.findMany({
      where: { clientId: internalClientId, userId: grant.userId, legacyUnrestricted: true, revokedAt: null },
      select: { id: true },
    });
    revokedLegacyGrantIds = earlier.map((g) => g.id);
    await revokeGrants(tx, revokedLegacyGrantIds, "superseded_by_scoped_grant", grant.createdAt);
  }
  await tx.grant.create({
    data: {
      id: grant.id,
      clientId: internalClientId,
      userId: grant.userId,
      scopes: [...grant.scopes],
      legacyUnrestricted: grant.legacyUnrestricted,
      authorizationCodeHash: grant.authorizationCodeHash,
      createdAt: grant.createdAt,
      ...(bornRevoked ? { revokedAt: bornRevokedAt, revokedReason: bornRevokedReason } : {}),
    },
  });
  await tx.refreshToken.create({
    data: {
      tokenHash: refreshToken.tokenHash,
      grantId: grant.id,
      createdAt: refreshToken.issuedAt,
      expiresAt: refreshToken.expiresAt,
      revokedAt: bornRevoked ? bornRevokedAt : null,
    },
  });
  return { status: "created", revokedLegacyGrantIds, bornRevoked };
}

export function createPrismaOAuthStore(prisma: PrismaClient): OAuthStore {
  return {
    async findClient(clientId): Promise<TokenClientRecord | null> {
      const row = await prisma.oAuthClient.findUnique({
        where: { clientId },
        select: { clientId: true, kind: true, status: true, scopes: true, secrets: { select: { id: true, secretHash: true } } },
      });
      if (!row) return null;
      return {
        clientId: row.clientId,
        kind: row.kind,
        status: row.status,
        scopes: row.scopes as Scope[],
        secrets: row.secrets.map((s) => ({ id: s.id, hash: s.secretHash })),
      };
    },

    recordSecretUse: secretUseRecorder(prisma),

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
          createdAt: record.issuedAt,
          expiresAt: record.expiresAt,
        },
      });
    },

    async consumeAuthorizationCode(codeHash, clientId, now): Promise<ConsumeAuthorizationCodeResult> {
      return consumeCode(prisma, codeHash, clientId, now);
    },

    async exchangeAuthorizationCode(codeHash, clientId, now, decide) {
      return prisma.$transaction(async (tx) => {
        const consumed = await consumeCode(tx, codeHash, clientId, now);
        if (consumed.status !== "consumed") return { consumed, created: null };
        const input = decide(consumed.code);
        return { consumed, created: input === null ? null : await createGrant(tx, input) };
      });
    },

    async createGrantWithRefreshToken(input: CreateGrantInput): Promise<CreateGrantResult> {
      return prisma.$transaction((tx) => createGrant(tx, input));
    },

    async rotateRefreshToken(oldTokenHash, next: NextRefreshToken, now, retryWindowStart): Promise<RotateRefreshTokenResult> {
      return prisma.$transaction((tx) => rotateRefreshTokenInTx(tx, oldTokenHash, next, now, retryWindowStart));
    },

    async revokeGrant(grantId, reason, now) {
      await prisma.$transaction((tx) => revokeGrants(tx, [grantId], reason, now));
    },

    async revokeGrantIssuedFromCode(codeHash, reason, now) {
      await prisma.$transaction(async (tx) => {
        await tx.authorizationCode.updateMany({ where: { codeHash, revokedAt: null }, data: { revokedAt: now } });
        const grants = await tx.grant.findMany({ where: { authorizationCodeHash: codeHash }, select: { id: true } });
        await revokeGrants(tx, grants.map((g) => g.id), reason, now);
      });
    },

    async findGrant(grantId) {
      const row = await prisma.grant.findUnique({ where: { id: grantId }, include: grantInclude });
      return row ? toGrantRecord(row) : null;
    },

    async recordGrantUse(grantId, now) {
      const aMinuteAgo = new Date(now.getTime() - 60_000);
      await prisma.grant.updateMany({ where: { id: grantId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: aMinuteAgo } }] }, data: { lastUsedAt: now } });
    },

    findGrantAccess: (grantId) => findGrantAccess(prisma, grantId),

    async findRefreshToken(tokenHash) {
      const row = await prisma.refreshToken.findUnique({ where: { tokenHash }, include: { grant: { include: grantInclude } } });
      if (!row) return null;
      return { grant: toGrantRecord(row.grant), issuedAt: row.createdAt, expiresAt: row.expiresAt, usedAt: row.usedAt, revokedAt: row.revokedAt };
    },

    findAuthorizeClient: (clientId) => findAuthorizeClient(prisma, clientId),
    recordAuthorizationRequest: (clientId, withScope, at) => recordAuthorizationRequest(prisma, clientId, withScope, at),
    findClientAccess: (clientId) => findClientAccess(prisma, clientId),
    findGrantedScopes: (clientId, userId) => findGrantedScopes(prisma, clientId, userId),
    saveConsentTicket: (ticket, now) => saveConsentTicket(prisma, ticket, now),
    consumeConsentTicket: (ticketHash, userId, now) => consumeConsentTicket(prisma, ticketHash, userId, now),
  };
}

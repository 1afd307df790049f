// Consuming an authorization code and storing the grant it yields (ports: consumeAuthorizationCode,
// exchangeAuthorizationCode, createGrantWithRefreshToken). The code is consumed by one conditional
// UPDATE ... RETURNING whose row count picks the winner; it is read again only when it was not
// consumable, to say why. In the exchange the same statement share-locks the client row, so an
// admin's rejection is serialised with the new grant (see storeGrant), and the code row stays
// locked by the consumption until the grant commits, so a replay waits for it.
import { randomUUID } from "node:crypto";
import type {
  AuthorizationCodeRecord,
  ConsumeAuthorizationCodeResult,
  CreateGrantInput,
  CreateGrantResult,
  ExchangeAuthorizationCodeResult,
} from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { Prisma, PrismaClient } from "../generated/client";
import { signInOf } from "./rotate-refresh-token";

type Tx = Prisma.TransactionClient;

interface ConsumedRow {
  userId: string;
  redirectUri: string;
  scopes: string[];
  legacyUnrestricted: boolean;
  codeChallenge: string | null;
  nonce: string | null;
  authTime: Date | null;
  sessionSid: string | null;
  resource: string | null;
  createdAt: Date;
  expiresAt: Date;
  internalClientId: string;
  clientStatus: string;
}

/** What storing a grant needs to know of its code and client, read under their locks. */
interface GrantOrigin {
  readonly internalClientId: string;
  /** Set when the code was revoked as replayed before the grant could be stored. */
  readonly codeRevokedAt: Date | null;
  readonly clientRejected: boolean;
}

function consumeStatement(
  db: Tx,
  codeHash: string,
  clientId: string,
  now: Date,
  lockClient: boolean,
): Promise<ConsumedRow[]> {
  // FOR SHARE only inside the exchange's transaction; on its own the statement commits at once.
  return lockClient
    ? db.$queryRaw<ConsumedRow[]>`
        WITH owner AS (SELECT id, status FROM "OAuthClient" WHERE "clientId" = ${clientId} FOR SHARE)
        UPDATE "AuthorizationCode" AS a SET "consumedAt" = ${now}::timestamp(3)
        FROM owner
        WHERE a."codeHash" = ${codeHash} AND a."clientId" = owner.id
          AND a."consumedAt" IS NULL AND a."revokedAt" IS NULL AND a."expiresAt" > ${now}::timestamp(3)
        RETURNING a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource, a."createdAt", a."expiresAt",
                  owner.id AS "internalClientId", owner.status::text AS "clientStatus"`
    : db.$queryRaw<ConsumedRow[]>`
        UPDATE "AuthorizationCode" AS a SET "consumedAt" = ${now}::timestamp(3)
        FROM "OAuthClient" AS c
        WHERE a."codeHash" = ${codeHash} AND c.id = a."clientId" AND c."clientId" = ${clientId}
          AND a."consumedAt" IS NULL AND a."revokedAt" IS NULL AND a."expiresAt" > ${now}::timestamp(3)
        RETURNING a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource, a."createdAt", a."expiresAt",
                  c.id AS "internalClientId", c.status::text AS "clientStatus"`;
}

/** Why a code could not be consumed: precedence not_found, then already_consumed, then expired. */
async function refusal(db: Tx, codeHash: string, clientId: string): Promise<ConsumeAuthorizationCodeResult> {
  const row = await db.authorizationCode.findUnique({
    where: { codeHash },
    select: { consumedAt: true, revokedAt: true, client: { select: { clientId: true } } },
  });
  if (!row || row.client.clientId !== clientId) return { status: "not_found" };
  return row.consumedAt || row.revokedAt ? { status: "already_consumed" } : { status: "expired" };
}

async function consume(db: Tx, codeHash: string, clientId: string, now: Date, lockClient: boolean) {
  const [row] = await consumeStatement(db, codeHash, clientId, now, lockClient);
  if (!row) return { result: await refusal(db, codeHash, clientId), origin: null };
  const code: AuthorizationCodeRecord = {
    codeHash,
    clientId,
    userId: row.userId,
    redirectUri: row.redirectUri,
    scopes: row.scopes as Scope[],
    legacyUnrestricted: row.legacyUnrestricted,
    codeChallenge: row.codeChallenge,
    // Only an OpenID Connect code has them, so other records read back exactly as they were saved.
    ...(row.nonce !== null ? { nonce: row.nonce } : {}),
    ...(row.authTime !== null ? { signIn: signInOf(row) } : {}),
    ...(row.resource !== null ? { resource: row.resource } : {}),
    issuedAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
  const origin: GrantOrigin = {
    internalClientId: row.internalClientId,
    codeRevokedAt: null,
    clientRejected: row.clientStatus === "REJECTED",
  };
  return { result: { status: "consumed", code } as const, origin };
}

export async function consumeAuthorizationCode(
  prisma: PrismaClient,
  codeHash: string,
  clientId: string,
  now: Date,
): Promise<ConsumeAuthorizationCodeResult> {
  return (await consume(prisma, codeHash, clientId, now, false)).result;
}

export function exchangeAuthorizationCode(
  prisma: PrismaClient,
  codeHash: string,
  clientId: string,
  now: Date,
  decide: (code: AuthorizationCodeRecord) => CreateGrantInput | null,
): Promise<ExchangeAuthorizationCodeResult> {
  return prisma.$transaction(async (tx) => {
    const { result, origin } = await consume(tx, codeHash, clientId, now, true);
    if (result.status !== "consumed" || origin === null) return { consumed: result, created: null };
    const input = decide(result.code);
    return { consumed: result, created: input === null ? null : await storeGrant(tx, input, origin) };
  });
}

export function createGrantWithRefreshToken(prisma: PrismaClient, input: CreateGrantInput): Promise<CreateGrantResult> {
  return prisma.$transaction(async (tx) => {
    // Locks the code row, so a concurrent replay either sees this grant or stops it.
    const [code] = await tx.$queryRaw<Array<{ clientId: string; revokedAt: Date | null }>>`
      SELECT "clientId", "revokedAt" FROM "AuthorizationCode" WHERE "codeHash" = ${input.grant.authorizationCodeHash} FOR UPDATE`;
    if (!code) throw new Error("grant refers to an unknown authorization code");
    const [owner] = await tx.$queryRaw<Array<{ status: string }>>`
      SELECT status::text AS status FROM "OAuthClient" WHERE id = ${code.clientId} FOR SHARE`;
    return storeGrant(tx, input, {
      internalClientId: code.clientId,
      codeRevokedAt: code.revokedAt,
      clientRejected: owner?.status === "REJECTED",
    });
  });
}

/**
 * Inserts the grant and its first refresh token (one statement) and, when asked, first revokes the
 * user's earlier legacy grants of the client with their refresh tokens (one statement).
 * A client rejected after this exchange authenticated must not end up with a live grant that a
 * later re-approval would bring back, so the grant is then stored revoked (suspension keeps grants
 * by design, so only REJECTED counts); so it is when the code was revoked as replayed meanwhile.
 */
async function storeGrant(
  tx: Tx,
  { grant, refreshToken, revokeEarlierLegacyGrants }: CreateGrantInput,
  origin: GrantOrigin,
): Promise<CreateGrantResult> {
  const bornRevoked = origin.codeRevokedAt !== null || origin.clientRejected;
  const revokedAt = bornRevoked ? (origin.codeRevokedAt ?? grant.createdAt) : null;
  const revokedReason = !bornRevoked
    ? null
    : origin.codeRevokedAt !== null
      ? "authorization_code_reused"
      : "revoked_by_admin";
  let revokedLegacyGrantIds: string[] = [];
  if (revokeEarlierLegacyGrants && !bornRevoked) {
    const revoked = await tx.$queryRaw<Array<{ id: string }>>`
      WITH revoked AS (
        UPDATE "Grant" SET "revokedAt" = ${grant.createdAt}::timestamp(3), "revokedReason" = 'superseded_by_scoped_grant'
        WHERE "clientId" = ${origin.internalClientId} AND "userId" = ${grant.userId} AND "legacyUnrestricted" AND "revokedAt" IS NULL
        RETURNING id
      ), tokens AS (
        UPDATE "RefreshToken" SET "revokedAt" = ${grant.createdAt}::timestamp(3)
        WHERE "grantId" IN (SELECT id FROM revoked) AND "revokedAt" IS NULL
      )
      SELECT id FROM revoked`;
    revokedLegacyGrantIds = revoked.map((g) => g.id);
  }
  await tx.$executeRaw`
    WITH stored AS (
      INSERT INTO "Grant" ("id", "clientId", "userId", "scopes", "legacyUnrestricted", "authorizationCodeHash", "createdAt", "revokedAt", "revokedReason",
                           "authTime", "sessionSid", "resource")
      VALUES (${grant.id}, ${origin.internalClientId}, ${grant.userId}, ${[...grant.scopes]}::text[], ${grant.legacyUnrestricted},
              ${grant.authorizationCodeHash}, ${grant.createdAt}::timestamp(3), ${revokedAt}::timestamp(3), ${revokedReason},
              ${grant.signIn?.authTime ?? null}::timestamp(3), ${grant.signIn?.sid ?? null}, ${grant.resource ?? null})
      RETURNING id
    )
    INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "createdAt", "expiresAt", "revokedAt")
    SELECT ${randomUUID()}, ${refreshToken.tokenHash}, stored.id, ${refreshToken.issuedAt}::timestamp(3), ${refreshToken.expiresAt}::timestamp(3), ${revokedAt}::timestamp(3)
    FROM stored`;
  return { status: "created", revokedLegacyGrantIds, bornRevoked };
}

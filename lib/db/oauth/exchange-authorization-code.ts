// Consuming an authorization code and storing the grant it yields (ports: consumeAuthorizationCode,
// exchangeAuthorizationCode, createGrantWithRefreshToken). A code is consumed by one conditional
// UPDATE whose row count picks the winner; it is read again only when it was not consumable, to
// say why. The exchange consumes the code and stores its grant in that same statement, which
// share-locks the client row (an admin's rejection is serialised with the new grant) and keeps the
// code row locked until the grant is committed with it (a replay waits, then finds the grant).
import { randomUUID } from "node:crypto";
import type { AuthorizationCodeRecord, ClientAsAuthenticated } from "@/lib/oauth/ports";
import type {
  ConsumeAuthorizationCodeResult,
  CreateGrantInput,
  CreateGrantResult,
  ExchangeAuthorizationCodeResult,
} from "@/lib/oauth/token-grants/authorization-code-storage";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { type DirectSql, sql } from "../direct-sql";
import type { Prisma, PrismaClient } from "../generated/client";
import { clientStillAs, clientStillMatches } from "./client-still-as";
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
}

/** What storing a grant needs to know of its code and client, read under their locks. */
interface GrantOrigin {
  readonly internalClientId: string;
  /** Set when the code was revoked as replayed before the grant could be stored. */
  readonly codeRevokedAt: Date | null;
  readonly clientRejected: boolean;
}

function consumeStatement(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  client?: ClientAsAuthenticated,
): Promise<ConsumedRow[]> {
  return db.query<ConsumedRow>(sql`
    UPDATE "AuthorizationCode" AS a SET "consumedAt" = ${now}::timestamp(3)
    FROM "OAuthClient" AS c
    WHERE a."codeHash" = ${codeHash} AND c.id = a."clientId" AND c."clientId" = ${clientId} AND ${clientStillAs(client)}
      AND a."consumedAt" IS NULL AND a."revokedAt" IS NULL AND a."expiresAt" > ${now}::timestamp(3)
    RETURNING a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource, a."createdAt", a."expiresAt"`);
}

interface CodeRow extends ConsumedRow {
  consumedAt: Date | null;
  revokedAt: Date | null;
  publicClientId: string;
  /** Its client still matches the client as authenticated (always, when none was given). */
  clientMatches: boolean;
}

async function readCode(db: DirectSql, codeHash: string, client?: ClientAsAuthenticated): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(sql`
    SELECT a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource,
           a."createdAt", a."expiresAt", a."consumedAt", a."revokedAt", c."clientId" AS "publicClientId",
           ${clientStillAs(client)} AS "clientMatches"
    FROM "AuthorizationCode" a JOIN "OAuthClient" c ON c.id = a."clientId"
    WHERE a."codeHash" = ${codeHash}`);
  return row;
}

type ExchangeRefusal = ConsumeAuthorizationCodeResult | { status: "client_changed" };

/**
 * Why a code cannot be consumed, or null: precedence client_changed (asked of the database only
 * when the code is not this client's), not_found, already_consumed, expired.
 */
async function exchangeRefusalOf(
  db: DirectSql,
  row: CodeRow | undefined,
  clientId: string,
  now: Date,
  client: ClientAsAuthenticated | undefined,
): Promise<ExchangeRefusal | null> {
  const ours = row !== undefined && row.publicClientId === clientId;
  if (client !== undefined && !(ours ? row.clientMatches : await clientStillMatches(db, client)))
    return { status: "client_changed" };
  return refusalOf(row, clientId, now);
}

/** Why a code cannot be consumed, or null: precedence not_found, then already_consumed, then expired. */
function refusalOf(row: CodeRow | undefined, clientId: string, now: Date): ConsumeAuthorizationCodeResult | null {
  if (row === undefined || row.publicClientId !== clientId) return { status: "not_found" };
  if (row.consumedAt !== null || row.revokedAt !== null) return { status: "already_consumed" };
  return row.expiresAt.getTime() > now.getTime() ? null : { status: "expired" };
}

/**
 * Why a conditional write found nothing: read again, as the client sees it; a code still
 * unconsumed had expired. Without a client as authenticated, never client_changed.
 */
function refusal(db: DirectSql, codeHash: string, clientId: string, now: Date): Promise<ConsumeAuthorizationCodeResult>;
function refusal(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  client: ClientAsAuthenticated | undefined,
): Promise<ExchangeRefusal>;
async function refusal(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  client?: ClientAsAuthenticated,
): Promise<ExchangeRefusal> {
  const row = await readCode(db, codeHash, client);
  return (await exchangeRefusalOf(db, row, clientId, now, client)) ?? { status: "expired" };
}

function recordOf(row: ConsumedRow, codeHash: string, clientId: string): AuthorizationCodeRecord {
  return {
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
}

export async function consumeAuthorizationCode(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
): Promise<ConsumeAuthorizationCodeResult> {
  const [row] = await consumeStatement(db, codeHash, clientId, now);
  return row ? { status: "consumed", code: recordOf(row, codeHash, clientId) } : refusal(db, codeHash, clientId, now);
}

/**
 * The exchange without a transaction held open: read the code, let `decide` judge it, then one
 * statement consumes the code and stores what was decided, so both commit or neither does. Two
 * exchanges of one code may both decide; the consumption's row count picks the one whose decision
 * is stored, and the other is told the code was already consumed, as it would be a moment later.
 */
export async function exchangeAuthorizationCode(
  direct: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  decide: (code: AuthorizationCodeRecord) => CreateGrantInput | null,
  client?: ClientAsAuthenticated,
): Promise<ExchangeAuthorizationCodeResult> {
  const row = await readCode(direct, codeHash, client);
  const refused = await exchangeRefusalOf(direct, row, clientId, now, client);
  if (refused !== null || row === undefined) return { consumed: refused ?? { status: "not_found" }, created: null };
  const code = recordOf(row, codeHash, clientId);
  const input = decide(code);
  if (input === null) {
    const [consumed] = await consumeStatement(direct, codeHash, clientId, now, client);
    return {
      consumed: consumed ? { status: "consumed", code } : await refusal(direct, codeHash, clientId, now, client),
      created: null,
    };
  }
  const [stored] = await consumeAndStoreGrant(direct, codeHash, clientId, now, input, client);
  if (!stored) return { consumed: await refusal(direct, codeHash, clientId, now, client), created: null };
  return {
    consumed: { status: "consumed", code },
    created: { status: "created", revokedLegacyGrantIds: stored.superseded, bornRevoked: stored.rejected },
  };
}

/**
 * One statement: share-lock the client (an admin's rejection is serialised with it: one that
 * committed first has revoked the code too, so nothing is consumed, or else left the client
 * REJECTED, so the grant is stored revoked; one that comes after finds the grant and revokes it),
 * consume the code, revoke the user's earlier legacy grants of the client when asked (not for a
 * grant born revoked), and insert the grant with its first refresh token. No row when the code
 * was no longer consumable.
 */
function consumeAndStoreGrant(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  { grant, refreshToken, revokeEarlierLegacyGrants }: CreateGrantInput,
  client: ClientAsAuthenticated | undefined,
): Promise<Array<{ rejected: boolean; superseded: string[] }>> {
  return db.query(sql`
    WITH owner AS (
      SELECT c.id, c.status FROM "OAuthClient" AS c WHERE c."clientId" = ${clientId} AND ${clientStillAs(client)}
      FOR SHARE OF c),
    consumed AS (
      UPDATE "AuthorizationCode" AS a SET "consumedAt" = ${now}::timestamp(3)
      FROM owner
      WHERE a."codeHash" = ${codeHash} AND a."clientId" = owner.id
        AND a."consumedAt" IS NULL AND a."revokedAt" IS NULL AND a."expiresAt" > ${now}::timestamp(3)
      RETURNING owner.id AS "clientId", owner.status = 'REJECTED' AS rejected
    ),
    superseded AS (
      UPDATE "Grant" AS g SET "revokedAt" = ${grant.createdAt}::timestamp(3), "revokedReason" = 'superseded_by_scoped_grant'
      FROM consumed
      WHERE ${revokeEarlierLegacyGrants}::boolean AND NOT consumed.rejected
        AND g."clientId" = consumed."clientId" AND g."userId" = ${grant.userId} AND g."legacyUnrestricted" AND g."revokedAt" IS NULL
      RETURNING g.id
    ),
    superseded_tokens AS (
      UPDATE "RefreshToken" SET "revokedAt" = ${grant.createdAt}::timestamp(3)
      WHERE "grantId" IN (SELECT id FROM superseded) AND "revokedAt" IS NULL
    ),
    stored AS (
      INSERT INTO "Grant" ("id", "clientId", "userId", "scopes", "legacyUnrestricted", "authorizationCodeHash", "createdAt", "revokedAt", "revokedReason",
                           "authTime", "sessionSid", "resource")
      SELECT ${grant.id}, consumed."clientId", ${grant.userId}, ${[...grant.scopes]}::text[], ${grant.legacyUnrestricted},
             ${grant.authorizationCodeHash}, ${grant.createdAt}::timestamp(3),
             CASE WHEN consumed.rejected THEN ${grant.createdAt}::timestamp(3) END,
             CASE WHEN consumed.rejected THEN 'revoked_by_admin' END,
             ${grant.signIn?.authTime ?? null}::timestamp(3), ${grant.signIn?.sid ?? null}, ${grant.resource ?? null}
      FROM consumed
      RETURNING id, "revokedAt"
    ),
    stored_token AS (
      INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "createdAt", "expiresAt", "revokedAt")
      SELECT ${randomUUID()}, ${refreshToken.tokenHash}, stored.id, ${refreshToken.issuedAt}::timestamp(3),
             ${refreshToken.expiresAt}::timestamp(3), stored."revokedAt"
      FROM stored
    )
    SELECT consumed.rejected, ARRAY(SELECT id FROM superseded) AS superseded FROM consumed`);
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

// Consuming an authorization code (port: AuthorizationCodePort.consumeAuthorizationCode), and what
// the exchange shares with it: one conditional UPDATE whose row count picks the winner; the code is
// read again only when it was not consumable, to say why.
import type { AuthorizationCodeRecord, ClientAsAuthenticated } from "@/lib/oauth/ports";
import type { ConsumeAuthorizationCodeResult } from "@/lib/oauth/token-grants/authorization-code-storage";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { type DirectSql, sql } from "../direct-sql";
import { clientStillAs, clientStillMatches } from "./client-still-as";
import { signInOf } from "./rotate-refresh-token";
import { detailsOf } from "./stored-details";

export interface ConsumedRow {
  userId: string;
  redirectUri: string;
  scopes: string[];
  legacyUnrestricted: boolean;
  codeChallenge: string | null;
  nonce: string | null;
  authTime: Date | null;
  sessionSid: string | null;
  resource: string | null;
  dpopJkt: string | null;
  authorizationDetails: unknown;
  createdAt: Date;
  expiresAt: Date;
}

export function consumeStatement(
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
    RETURNING a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource, a."dpopJkt", a."authorizationDetails", a."createdAt", a."expiresAt"`);
}

export interface CodeRow extends ConsumedRow {
  consumedAt: Date | null;
  revokedAt: Date | null;
  publicClientId: string;
  /** Its client still matches the client as authenticated (always, when none was given). */
  clientMatches: boolean;
}

export async function readCode(
  db: DirectSql,
  codeHash: string,
  client?: ClientAsAuthenticated,
): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(sql`
    SELECT a."userId", a."redirectUri", a.scopes, a."legacyUnrestricted", a."codeChallenge", a.nonce, a."authTime", a."sessionSid", a.resource, a."dpopJkt", a."authorizationDetails",
           a."createdAt", a."expiresAt", a."consumedAt", a."revokedAt", c."clientId" AS "publicClientId",
           ${clientStillAs(client)} AS "clientMatches"
    FROM "AuthorizationCode" a JOIN "OAuthClient" c ON c.id = a."clientId"
    WHERE a."codeHash" = ${codeHash}`);
  return row;
}

export type ExchangeRefusal = ConsumeAuthorizationCodeResult | { status: "client_changed" };

/**
 * Why a code cannot be consumed, or null: precedence client_changed (asked of the database only
 * when the code is not this client's), not_found, already_consumed, expired.
 */
export async function exchangeRefusalOf(
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
export function refusal(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
): Promise<ConsumeAuthorizationCodeResult>;
export function refusal(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  client: ClientAsAuthenticated | undefined,
): Promise<ExchangeRefusal>;
export async function refusal(
  db: DirectSql,
  codeHash: string,
  clientId: string,
  now: Date,
  client?: ClientAsAuthenticated,
): Promise<ExchangeRefusal> {
  const row = await readCode(db, codeHash, client);
  return (await exchangeRefusalOf(db, row, clientId, now, client)) ?? { status: "expired" };
}

export function recordOf(row: ConsumedRow, codeHash: string, clientId: string): AuthorizationCodeRecord {
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
    ...(row.dpopJkt !== null ? { dpopJkt: row.dpopJkt } : {}),
    ...detailsOf(row.authorizationDetails),
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

// The client as the token, revocation and introspection endpoints authenticate it: the client row
// and its secrets' hashes in one statement (Prisma's select of the relation would send two), with its
// registered public keys (private_key_jwt) as one JSON array beside them.
import type { ClientKeyRecord, ClientKind, ClientStatus, TokenClientRecord } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { type DirectSql, sql } from "../direct-sql";

type Row = {
  clientId: string;
  kind: ClientKind;
  status: ClientStatus;
  scopes: string[];
  dpopBoundAccessTokens: boolean;
  highSecurity: boolean;
  secretIds: string[];
  secretHashes: string[];
  /** UTC literals; null for a secret that lasts. */
  secretExpiries: (string | null)[];
  /** null when the client has no key. */
  keys: ClientKeyRecord[] | null;
  jwksUri: string | null;
};

export async function findTokenClient(db: DirectSql, clientId: string): Promise<TokenClientRecord | null> {
  // The arrays are aggregated in the same order, so secretIds[i] goes with secretHashes[i] and
  // secretExpiries[i] (which keeps its nulls; the FILTER leaves out a client with no secret).
  const rows = await db.query<Row>(sql`
    SELECT c."clientId", c."kind"::text AS "kind", c."status"::text AS "status", c."scopes", c."jwksUri", c."dpopBoundAccessTokens", c."highSecurity",
           array_remove(array_agg(s."id" ORDER BY s."id"), NULL) AS "secretIds",
           array_remove(array_agg(s."secretHash" ORDER BY s."id"), NULL) AS "secretHashes",
           array_agg(to_char(s."expiresAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ORDER BY s."id")
             FILTER (WHERE s."id" IS NOT NULL) AS "secretExpiries",
           (SELECT json_agg(json_build_object('id', k."id", 'kid', k."kid", 'alg', k."alg", 'jwk', k."jwk") ORDER BY k."id")
              FROM "ClientKey" k WHERE k."clientId" = c."id") AS "keys"
    FROM "OAuthClient" c LEFT JOIN "ClientSecret" s ON s."clientId" = c."id"
    WHERE c."clientId" = ${clientId}
    GROUP BY c."id"`);
  const row = rows[0];
  if (!row) return null;
  return {
    clientId: row.clientId,
    kind: row.kind,
    status: row.status,
    scopes: row.scopes as Scope[],
    ...(row.dpopBoundAccessTokens ? { dpopBoundAccessTokens: true } : {}),
    ...(row.highSecurity ? { highSecurity: true } : {}),
    secrets: row.secretIds.map((id, i) => {
      const expiry = row.secretExpiries?.[i] ?? null;
      return { id, hash: row.secretHashes[i] ?? "", expiresAt: expiry === null ? null : new Date(expiry) };
    }),
    ...(row.keys === null ? {} : { keys: row.keys }),
    ...(row.jwksUri === null ? {} : { jwksUri: row.jwksUri }),
  };
}

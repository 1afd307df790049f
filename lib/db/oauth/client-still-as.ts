// The condition every write made for an authenticated client carries (ClientAsAuthenticated): the
// client row, aliased `c`, still has the status, kind, scopes, DPoP requirement and security profile it was
// authenticated with, and the secret that matched is still stored with the same expiry (or the key
// that signed its assertion is still registered). Equalities only: the rules that judged
// those facts (an approved client, a live secret) are the core's.
import type { ClientAsAuthenticated } from "@/lib/oauth/ports";
import { type DirectSql, type Statement, sql } from "../direct-sql";

export function clientStillAs(client: ClientAsAuthenticated | undefined): Statement {
  if (client === undefined) return sql`TRUE`;
  return sql`(c.status::text = ${client.status} AND c.kind::text = ${client.kind}
    AND c.scopes = ${[...client.scopes]}::text[]
    AND c."dpopBoundAccessTokens" = ${client.dpopBoundAccessTokens === true}
    AND c."highSecurity" = ${client.highSecurity === true}
    AND (${client.matchedSecretId}::text IS NULL OR EXISTS (SELECT 1 FROM "ClientSecret" AS s
      WHERE s.id = ${client.matchedSecretId} AND s."clientId" = c.id
        AND s."expiresAt" IS NOT DISTINCT FROM ${client.matchedSecretExpiresAt}::timestamp(3)))
    AND (${client.matchedKeyId ?? null}::text IS NULL OR EXISTS (SELECT 1 FROM "ClientKey" AS k
      WHERE k.id = ${client.matchedKeyId ?? null} AND k."clientId" = c.id)))`;
}

/** Whether the stored client still matches; asked only once a write has touched nothing. */
export async function clientStillMatches(db: DirectSql, client: ClientAsAuthenticated): Promise<boolean> {
  const rows = await db.query<{ matches: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM "OAuthClient" AS c
      WHERE c."clientId" = ${client.clientId} AND ${clientStillAs(client)}) AS matches`);
  return rows[0]?.matches === true;
}

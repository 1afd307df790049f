// Every API call checks its token's grant and the grant's client as they are now: one statement
// reads both (the API's hot path; Prisma's include would issue one query per table).
import type { GrantAccessRecord, GrantRevocationReason } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { type DirectSql, sql } from "../direct-sql";
import { detailsOf } from "./stored-details";
import type { ClientStatus } from "../generated/client";

type Row = {
  id: string;
  clientId: string;
  userId: string;
  scopes: string[];
  legacyUnrestricted: boolean;
  authorizationCodeHash: string;
  createdAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  authorizationDetails: unknown;
  clientStatus: ClientStatus;
  clientScopes: string[];
};

export async function findGrantAccess(db: DirectSql, grantId: string): Promise<GrantAccessRecord | null> {
  const rows = await db.query<Row>(sql`
    SELECT g."id", c."clientId", g."userId", g."scopes", g."legacyUnrestricted", g."authorizationCodeHash",
           g."createdAt", g."revokedAt", g."revokedReason", g."authorizationDetails", c."status"::text AS "clientStatus", c."scopes" AS "clientScopes"
    FROM "Grant" g JOIN "OAuthClient" c ON c."id" = g."clientId"
    WHERE g."id" = ${grantId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    grant: {
      id: row.id,
      clientId: row.clientId,
      userId: row.userId,
      scopes: row.scopes as Scope[],
      legacyUnrestricted: row.legacyUnrestricted,
      authorizationCodeHash: row.authorizationCodeHash,
      createdAt: row.createdAt,
      revokedAt: row.revokedAt,
      revokedReason: row.revokedReason as GrantRevocationReason | null,
      ...detailsOf(row.authorizationDetails),
    },
    client: { status: row.clientStatus, scopes: row.clientScopes as Scope[] },
  };
}

// The code exchange (port: AuthorizationCodePort.exchangeAuthorizationCode): the code is read for
// the core's decision, then one statement consumes it and stores the grant it yields, which
// share-locks the client row (an admin's rejection is serialised with the new grant) and keeps the
// code row locked until the grant is committed with it (a replay waits, then finds the grant).
import { randomUUID } from "node:crypto";
import { storedDetailsJson } from "@/lib/oauth/authorization-details/scheduling-detail";
import type { AuthorizationCodeRecord, ClientAsAuthenticated } from "@/lib/oauth/ports";
import type {
  CreateGrantInput,
  ExchangeAuthorizationCodeResult,
} from "@/lib/oauth/token-grants/authorization-code-storage";
import { type DirectSql, sql } from "../direct-sql";
import { clientStillAs } from "./client-still-as";
import { consumeStatement, exchangeRefusalOf, readCode, recordOf, refusal } from "./consume-authorization-code";
import { MAX_SLOT_ATTEMPTS, lostGrantSlot, takeGrantSlot } from "./grant-slots";

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
  const outcome = await withGrantSlot(() => consumeAndStoreGrant(direct, codeHash, clientId, now, input, client));
  if (outcome === "contended") return { consumed: { status: "contended" }, created: null };
  const [stored] = outcome;
  if (!stored) return { consumed: await refusal(direct, codeHash, clientId, now, client), created: null };
  return {
    consumed: { status: "consumed", code },
    created: { status: "created", revokedLegacyGrantIds: stored.superseded, bornRevoked: stored.rejected },
  };
}

/**
 * Runs the statement again while it loses its grant slot to a concurrent one (grant-slots.ts);
 * `contended` once it has lost MAX_SLOT_ATTEMPTS times (nothing written).
 */
async function withGrantSlot<T>(statement: () => Promise<T>): Promise<T | "contended"> {
  for (let attempt = 1; attempt <= MAX_SLOT_ATTEMPTS; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!lostGrantSlot(error)) throw error;
    }
  }
  return "contended";
}

/**
 * One statement: share-lock the client (an admin's rejection is serialised with it: one that
 * committed first has revoked the code too, so nothing is consumed, or else left the client
 * REJECTED, so the grant is stored revoked; one that comes after finds the grant and revokes it),
 * consume the code, revoke the user's earlier legacy grants of the client when asked (not for a
 * grant born revoked), take a slot under the cap on live grants (grant-slots.ts: revoking the
 * oldest when all are live), and insert the grant with its first refresh token. No row when the
 * code was no longer consumable.
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
      UPDATE "Grant" AS g SET "revokedAt" = ${grant.createdAt}::timestamp(3), "revokedReason" = 'superseded_by_scoped_grant', slot = NULL
      FROM consumed
      WHERE ${revokeEarlierLegacyGrants}::boolean AND NOT consumed.rejected
        AND g."clientId" = consumed."clientId" AND g."userId" = ${grant.userId} AND g."legacyUnrestricted" AND g."revokedAt" IS NULL
      RETURNING g.id
    ),
    superseded_tokens AS (
      UPDATE "RefreshToken" SET "revokedAt" = ${grant.createdAt}::timestamp(3)
      WHERE "grantId" IN (SELECT id FROM superseded) AND "revokedAt" IS NULL
    ),
    origin AS (SELECT consumed."clientId", consumed.rejected AS "bornRevoked" FROM consumed),
    ${takeGrantSlot(grant, revokeEarlierLegacyGrants)},
    stored AS (
      INSERT INTO "Grant" ("id", "clientId", "userId", "scopes", "legacyUnrestricted", "authorizationCodeHash", "createdAt", "revokedAt", "revokedReason",
                           "authTime", "sessionSid", "resource", "dpopJkt", "redirectUri", "authorizationDetails", "slot")
      SELECT ${grant.id}, consumed."clientId", ${grant.userId}, ${[...grant.scopes]}::text[], ${grant.legacyUnrestricted},
             ${grant.authorizationCodeHash}, ${grant.createdAt}::timestamp(3),
             CASE WHEN consumed.rejected THEN ${grant.createdAt}::timestamp(3) END,
             CASE WHEN consumed.rejected THEN 'revoked_by_admin' END,
             ${grant.signIn?.authTime ?? null}::timestamp(3), ${grant.signIn?.sid ?? null}, ${grant.resource ?? null}, ${grant.dpopJkt ?? null},
             ${grant.redirectUri ?? null}, ${storedDetailsJson(grant.authorizationDetails)}::jsonb,
             slot_taken.slot
      -- After the superseded legacy grants let go of their slots (grant-slots.ts: the index is checked per row).
      FROM consumed, slot_taken, (SELECT count(*) FROM superseded) AS superseded_first
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

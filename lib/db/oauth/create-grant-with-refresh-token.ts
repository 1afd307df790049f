// Storing the grant a consumed code yields, apart from the exchange (port:
// AuthorizationCodePort.createGrantWithRefreshToken): one transaction that locks the code row, so a
// concurrent replay either sees this grant or stops it, and share-locks the client row, so an
// admin's rejection is serialised with it.
import { randomUUID } from "node:crypto";
import { storedDetailsJson } from "@/lib/oauth/authorization-details/scheduling-detail";
import type { CreateGrantInput, CreateGrantResult } from "@/lib/oauth/token-grants/authorization-code-storage";
import { sql } from "../direct-sql";
import type { Prisma, PrismaClient } from "../generated/client";
import { MAX_SLOT_ATTEMPTS, lostGrantSlot, takeGrantSlot } from "./grant-slots";

type Tx = Prisma.TransactionClient;

/** What storing a grant needs to know of its code and client, read under their locks. */
interface GrantOrigin {
  readonly internalClientId: string;
  /** Set when the code was revoked as replayed before the grant could be stored. */
  readonly codeRevokedAt: Date | null;
  readonly clientRejected: boolean;
}

export async function createGrantWithRefreshToken(
  prisma: PrismaClient,
  input: CreateGrantInput,
): Promise<CreateGrantResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createGrantOnce(prisma, input);
    } catch (error) {
      // Its slot went to a concurrent grant (grant-slots.ts): nothing was written; choose again.
      if (attempt >= MAX_SLOT_ATTEMPTS || !lostGrantSlot(error)) throw error;
    }
  }
}

function createGrantOnce(prisma: PrismaClient, input: CreateGrantInput): Promise<CreateGrantResult> {
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
 * Inserts the grant, in a slot under the cap on live grants (grant-slots.ts), and its first refresh
 * token (one statement) and, when asked, first revokes the user's earlier legacy grants of the
 * client with their refresh tokens, freeing their slots (one statement).
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
        UPDATE "Grant" SET "revokedAt" = ${grant.createdAt}::timestamp(3), "revokedReason" = 'superseded_by_scoped_grant', slot = NULL
        WHERE "clientId" = ${origin.internalClientId} AND "userId" = ${grant.userId} AND "legacyUnrestricted" AND "revokedAt" IS NULL
        RETURNING id
      ), tokens AS (
        UPDATE "RefreshToken" SET "revokedAt" = ${grant.createdAt}::timestamp(3)
        WHERE "grantId" IN (SELECT id FROM revoked) AND "revokedAt" IS NULL
      )
      SELECT id FROM revoked`;
    revokedLegacyGrantIds = revoked.map((g) => g.id);
  }
  const statement = sql`
    WITH origin AS (SELECT ${origin.internalClientId}::text AS "clientId", ${bornRevoked}::boolean AS "bornRevoked"),
    ${takeGrantSlot(grant, false)},
    stored AS (
      INSERT INTO "Grant" ("id", "clientId", "userId", "scopes", "legacyUnrestricted", "authorizationCodeHash", "createdAt", "revokedAt", "revokedReason",
                           "authTime", "sessionSid", "resource", "dpopJkt", "redirectUri", "authorizationDetails", "slot")
      VALUES (${grant.id}, ${origin.internalClientId}, ${grant.userId}, ${[...grant.scopes]}::text[], ${grant.legacyUnrestricted},
              ${grant.authorizationCodeHash}, ${grant.createdAt}::timestamp(3), ${revokedAt}::timestamp(3), ${revokedReason},
              ${grant.signIn?.authTime ?? null}::timestamp(3), ${grant.signIn?.sid ?? null}, ${grant.resource ?? null}, ${grant.dpopJkt ?? null},
              ${grant.redirectUri ?? null}, ${storedDetailsJson(grant.authorizationDetails)}::jsonb,
              (SELECT slot_taken.slot FROM slot_taken))
      RETURNING id
    )
    INSERT INTO "RefreshToken" ("id", "tokenHash", "grantId", "createdAt", "expiresAt", "revokedAt")
    SELECT ${randomUUID()}, ${refreshToken.tokenHash}, stored.id, ${refreshToken.issuedAt}::timestamp(3), ${refreshToken.expiresAt}::timestamp(3), ${revokedAt}::timestamp(3)
    FROM stored`;
  await tx.$executeRawUnsafe(statement.text, ...statement.values);
  return { status: "created", revokedLegacyGrantIds, bornRevoked };
}

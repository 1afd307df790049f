// The cap on live grants per user and client (MAX_LIVE_GRANTS_PER_USER_AND_CLIENT), kept by the
// statement that stores a grant. Each grant a code yields takes one of its user and client's
// numbered slots: a free one, else one a revoked grant still holds (freed), else the oldest live
// grant's (revoked, with its refresh tokens). The unique index on (user, client, slot) lets no two
// grants hold one slot, so no more than the cap are ever live: of two statements that chose the
// same slot the second waits for the first and then fails as a whole (nothing written, its code
// not consumed), and is run again, choosing among the slots as they are then.
//
// The index is checked as each row is written, so the grant must be inserted after the grant whose
// slot it takes has let go of it in the same statement (a row this statement updated no longer
// counts); the order of a statement's parts is set only by what each reads, so the insert reads
// `slot_taken`, which reads every row `evicted` returns, and reads the same way any other part
// that frees a slot.
import type { NewGrant } from "@/lib/oauth/ports";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";
import { type Statement, sql } from "../direct-sql";

const SLOT_CONSTRAINT = "Grant_userId_clientId_slot_key";
/** A slot chosen by a statement that lost it to another is chosen again: one wins each round. */
export const MAX_SLOT_ATTEMPTS = 4 * MAX_LIVE_GRANTS_PER_USER_AND_CLIENT;

/**
 * CTEs that follow one named `origin` ("clientId": the client's row id; "bornRevoked": the grant
 * is stored revoked, takes no slot and touches no other grant): held, slot_choice, evicted,
 * evicted_tokens and slot_taken. The grant then takes `(SELECT slot FROM slot_taken)`. With
 * `supersedingLegacy` the same statement revokes the user's live legacy grants of the client and
 * clears their slots (the insert must read that part too), so they are not held here and never
 * chosen to be evicted as well.
 */
export function takeGrantSlot(grant: NewGrant, supersedingLegacy: boolean): Statement {
  return sql`held AS (
      SELECT g.id, g.slot, g."revokedAt" IS NULL AS live, g."createdAt"
      FROM "Grant" AS g, origin
      WHERE NOT origin."bornRevoked" AND g."userId" = ${grant.userId} AND g."clientId" = origin."clientId"
        AND g.slot IS NOT NULL
        AND NOT (${supersedingLegacy}::boolean AND g."legacyUnrestricted" AND g."revokedAt" IS NULL)
    ),
    slot_choice AS (
      SELECT candidate.slot, candidate.victim FROM (
        SELECT s AS slot, NULL::text AS victim, 0 AS rank, NULL::timestamp(3) AS "createdAt"
        FROM origin, generate_series(0, ${MAX_LIVE_GRANTS_PER_USER_AND_CLIENT - 1}::int) AS s
        WHERE NOT origin."bornRevoked" AND s NOT IN (SELECT held.slot FROM held)
        UNION ALL
        SELECT held.slot, held.id, CASE WHEN held.live THEN 2 ELSE 1 END, held."createdAt" FROM held
      ) AS candidate
      ORDER BY candidate.rank, candidate."createdAt", candidate.slot
      LIMIT 1
    ),
    evicted AS (
      UPDATE "Grant" AS g SET slot = NULL,
        "revokedAt" = COALESCE(g."revokedAt", ${grant.createdAt}::timestamp(3)),
        "revokedReason" = CASE WHEN g."revokedAt" IS NULL THEN 'superseded_by_newer_grant' ELSE g."revokedReason" END
      FROM slot_choice
      WHERE g.id = slot_choice.victim AND g.slot = slot_choice.slot
      RETURNING g.id
    ),
    evicted_tokens AS (
      UPDATE "RefreshToken" SET "revokedAt" = ${grant.createdAt}::timestamp(3)
      WHERE "grantId" IN (SELECT id FROM evicted) AND "revokedAt" IS NULL
    ),
    slot_taken AS (
      SELECT (SELECT slot_choice.slot FROM slot_choice) AS slot FROM (SELECT count(*) FROM evicted) AS evicted_first
    )`;
}

/** The statement lost its slot to a concurrent one (or a deadlock chose it): run it again. */
export function lostGrantSlot(error: unknown): boolean {
  return mentions(error, 0);
}

function mentions(value: unknown, depth: number): boolean {
  if (depth > 6 || value === null || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  // A deadlock (PostgreSQL's code, or Prisma's for a transaction that met one) is lost alike.
  if (e.code === "40P01" || e.originalCode === "40P01" || e.code === "P2034") return true;
  for (const key of ["constraint", "message", "originalMessage"])
    if (typeof e[key] === "string" && (e[key] as string).includes(SLOT_CONSTRAINT)) return true;
  const meta = e.meta as Record<string, unknown> | undefined;
  return mentions(e.cause, depth + 1) || mentions(meta, depth + 1) || mentions(meta?.driverAdapterError, depth + 1);
}

// The verdict on a presented refresh token that was not simply retired: reuse, the retry window,
// expiry and the per-grant ceiling, each rule once, in reading order, for every store. A store
// gathers the facts (the Prisma store after its one winning statement touched nothing, the memory
// store before it rotates) and keeps only the write that picks the winner.
import type { RefreshRotationPolicy } from "./refresh-token-storage";

export interface RefreshCeiling {
  readonly max: number;
  readonly seconds: number;
}

/** Without a ceiling the chain still counts, in windows of a minute, but is never refused (an int4). */
export const NO_REFRESH_CEILING: RefreshCeiling = { max: 2_147_483_647, seconds: 60 };

/** The grant's rotations since `startedAt`, carried by each token of the chain to its successor. */
export interface ChainWindow {
  /** Null: the chain has not rotated yet. */
  readonly startedAt: Date | null;
  readonly refreshes: number;
}

/** A stored refresh token as it was presented, with the grant it belongs to. */
export interface PresentedRefreshToken {
  readonly grantId: string;
  /** The client the token was issued to. */
  readonly clientId: string;
  readonly grantRevoked: boolean;
  /** Set once it was retired for its successor. */
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
  readonly expiresAt: Date;
  readonly chain: ChainWindow;
}

/** The successor the presented token was retired to, found under the hash derived for it now. */
export interface StoredSuccessor {
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
  readonly expiresAt: Date;
}

/** The grant an authentic mark names, for a token no longer stored. */
export interface MarkedGrant {
  readonly grantId: string;
  readonly clientId: string;
  readonly revoked: boolean;
  /** It still holds a token that is neither retired, revoked nor expired. */
  readonly chainLives: boolean;
}

export type RefreshVerdict =
  /** Live: retire it now; the successor carries `chain`. */
  | { status: "rotate"; chain: ChainWindow }
  /** Retired a moment ago to this very successor, still unused: answer with it again, write nothing. */
  | { status: "retried" }
  /** Presented again when it must not be: the caller revokes the grant (RFC 9700 s4.14.2). */
  | { status: "reused"; grantId: string }
  | { status: "expired" }
  | { status: "throttled"; retryAfterSeconds: number }
  | { status: "not_found" };

export interface RefreshVerdictInput {
  /** The client the rotation is asked for (`next.clientId`). */
  readonly clientId: string;
  readonly now: Date;
  readonly policy: Pick<RefreshRotationPolicy, "retryWindowStart" | "ceiling">;
}

/**
 * A stored token, in order: another client's is unknown; a revoked one (or one of a revoked grant)
 * is reuse; a retired one is a retry only inside the window and only to its unused successor, else
 * reuse (or unknown when the successor stored is not the one derived now); then expiry; then the
 * ceiling; whatever is left is live.
 */
export function judgeStoredRefreshToken(
  token: PresentedRefreshToken,
  successor: StoredSuccessor | null,
  { clientId, now, policy }: RefreshVerdictInput,
): RefreshVerdict {
  if (token.clientId !== clientId) return { status: "not_found" };
  if (token.revokedAt !== null || token.grantRevoked) return { status: "reused", grantId: token.grantId };
  if (token.usedAt !== null) {
    const start = policy.retryWindowStart;
    if (start === undefined || token.usedAt.getTime() < start.getTime())
      return { status: "reused", grantId: token.grantId };
    if (successor === null) return { status: "not_found" };
    if (successor.usedAt !== null || successor.revokedAt !== null) return { status: "reused", grantId: token.grantId };
    if (successor.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
    return { status: "retried" };
  }
  if (token.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return chainVerdict(token.chain, now, policy.ceiling ?? NO_REFRESH_CEILING);
}

/**
 * A token no longer stored whose authentic mark names a grant: reuse if that grant is the
 * client's and revoked or still holding a live token; unknown otherwise (no such grant, another
 * client's, or a chain that merely expired: nothing left to protect).
 */
export function judgeUnstoredRefreshToken(
  grant: MarkedGrant | null,
  clientId: string,
): Extract<RefreshVerdict, { status: "reused" | "not_found" }> {
  if (grant === null || grant.clientId !== clientId) return { status: "not_found" };
  return grant.revoked || grant.chainLives ? { status: "reused", grantId: grant.grantId } : { status: "not_found" };
}

/** A live token's chain: rotate, counting it in the current window or a fresh one, or throttled when full. */
function chainVerdict(chain: ChainWindow, now: Date, ceiling: RefreshCeiling): RefreshVerdict {
  const endsAt = chain.startedAt === null ? 0 : chain.startedAt.getTime() + ceiling.seconds * 1000;
  if (endsAt <= now.getTime()) return { status: "rotate", chain: { startedAt: now, refreshes: 1 } };
  if (chain.refreshes >= ceiling.max)
    return { status: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  return { status: "rotate", chain: { startedAt: chain.startedAt, refreshes: chain.refreshes + 1 } };
}

// What grant_type=refresh_token needs beyond the shared grant operations: rotating a refresh token
// atomically. The verdict on a token that was not simply rotated is the core's (refresh-verdict.ts).
import type { ClientAsAuthenticated, GrantRecord, NextRefreshToken } from "../records";

export type RotateRefreshTokenResult =
  /**
   * `retried: false`: the token was retired and `next` stored as its successor. `retried: true`:
   * the token was retired a moment ago to exactly `next`, which is still unused: nothing was
   * written and the caller hands out the same successor again.
   */
  | { status: "rotated"; grant: GrantRecord; retried: boolean }
  /** Already rotated, or its grant revoked: the caller revokes the grant (RFC 9700 s4.14.2). */
  | { status: "reused"; grantId: string }
  | { status: "expired" }
  /** The live token's grant is over its refresh ceiling; nothing was written. */
  | { status: "throttled"; retryAfterSeconds: number }
  /** `policy.client` no longer matches the stored client; nothing was written. */
  | { status: "client_changed" }
  /** Unknown, or issued to another client. */
  | { status: "not_found" };

/** How rotation treats a token presented again, and how fast a grant may rotate. */
export interface RefreshRotationPolicy {
  /**
   * A token retired at or after this instant may be presented again while its successor is
   * unused (the retry window); omitted: any retired token is reuse.
   */
  readonly retryWindowStart?: Date;
  /** At most `max` rotations per grant in a window of `seconds`; omitted: no ceiling. */
  readonly ceiling?: { readonly max: number; readonly seconds: number };
  /**
   * The grant the presented token names in its authentic grant mark (we minted it for that grant).
   * When no token with its hash is stored, it was retired and its row deleted as the chain moved
   * on: `reused` if that grant is `next.clientId`'s and revoked or still holding a live token;
   * `not_found` otherwise (no such grant, another client's, or a chain that merely expired).
   */
  readonly markedGrantId?: string;
  /** The client the rotation is made for, as authenticated: see ClientAsAuthenticated. */
  readonly client?: ClientAsAuthenticated;
}

/**
 * Retired refresh tokens kept per grant, newest first, so a recent predecessor's retry and reuse are
 * told apart; older ones are deleted as the chain rotates, and presenting one of them is still
 * reuse, known by the token's grant mark (`RefreshRotationPolicy.markedGrantId`). With the live
 * token, a grant holds at most this many + 1 rows.
 */
export const RETIRED_REFRESH_TOKENS_KEPT = 5;

export interface RefreshTokenPort {
  /**
   * Atomically retires the live token `oldTokenHash` and stores `next` under the same grant, one
   * generation on. Live means: issued to `next.clientId`, not rotated, not revoked, grant not
   * revoked and `expiresAt > now`. Precedence when not live: not_found, then reused, then expired;
   * a live token whose grant is over `policy.ceiling` is `throttled` and stays live. The same write
   * deletes the grant's retired tokens beyond the newest RETIRED_REFRESH_TOKENS_KEPT.
   *
   * Idempotent within the retry window: the caller derives `next` from the presented token, so a
   * token presented again gets the same `next`. When the token was rotated at or after
   * `policy.retryWindowStart` to exactly `next.tokenHash`, and that successor is unused, unrevoked,
   * unexpired and its grant live, the answer is `rotated` with `retried: true` and nothing is
   * written: concurrent refreshes of one token all succeed with one and the same successor. A used
   * successor, an older ancestor, or a retry after the window is `reused`; a stored successor
   * other than `next` (derived under another key) is `not_found`. A token no longer stored is
   * judged by `policy.markedGrantId` (that read only on this path).
   */
  rotateRefreshToken(
    oldTokenHash: string,
    next: NextRefreshToken,
    now: Date,
    policy?: RefreshRotationPolicy,
  ): Promise<RotateRefreshTokenResult>;
}

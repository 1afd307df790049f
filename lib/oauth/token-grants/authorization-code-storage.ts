// What grant_type=authorization_code needs: consuming a code and storing the grant it yields, and
// withdrawing that grant when the code is replayed.
import type {
  AuthorizationCodeRecord,
  ClientAsAuthenticated,
  GrantRevocationReason,
  NewGrant,
  RefreshTokenRecord,
} from "../records";

/**
 * Live grants one user may hold of one client; the next authorization revokes the oldest
 * (`superseded_by_newer_grant`). Each is one sign-in of the app (a phone, a laptop, a browser),
 * with its own refresh token and its own refresh ceiling, so without a bound an app that re-runs a
 * remembered consent holds any number of them. Salesforce allows 5 per user and app, Google 100 per
 * account and client (counting tokens its older apps mint at every sign-in): 10 covers a person's
 * devices and browsers while bounding an app to 10 refresh chains per user.
 */
export const MAX_LIVE_GRANTS_PER_USER_AND_CLIENT = 10;

export type ConsumeAuthorizationCodeResult =
  /** This caller won the single use. */
  | { status: "consumed"; code: AuthorizationCodeRecord }
  /** The code exists but was used before: a replay (RFC 6749 s4.1.2). */
  | { status: "already_consumed" }
  | { status: "expired" }
  | { status: "not_found" };

export interface CreateGrantInput {
  readonly grant: NewGrant;
  readonly refreshToken: RefreshTokenRecord;
  /**
   * Revoke, in the same transaction, the user's earlier unrevoked legacy-unrestricted grants of
   * this client (spec s3.2: they work until the user authorizes again).
   */
  readonly revokeEarlierLegacyGrants: boolean;
}

export interface CreateGrantResult {
  status: "created";
  revokedLegacyGrantIds: string[];
  /**
   * The code was replayed between its consumption and this insert: the grant is stored already
   * revoked, so the one winning exchange still answers while every token from it is dead.
   */
  bornRevoked: boolean;
}

export interface ExchangeAuthorizationCodeResult {
  readonly consumed:
    | ConsumeAuthorizationCodeResult
    | { status: "client_changed" }
    /** Concurrent exchanges of the user and client kept taking the grant's place: nothing was written. */
    | { status: "contended" };
  /** Set when the code was consumed and `decide` asked for a grant. */
  readonly created: CreateGrantResult | null;
}

export interface AuthorizationCodePort {
  /**
   * Atomically marks the code consumed when it exists, is unconsumed and `expiresAt > now`; one
   * conditional update whose row count picks the single winner. Never find-then-delete.
   * Only the client the code was issued to can consume it: for any other client the code is
   * `not_found` and stays untouched, so a leaked code cannot be burnt, or its grant revoked through
   * a replay, by someone else's client. Precedence when it is not consumable: not_found, then
   * already_consumed, then expired.
   */
  consumeAuthorizationCode(codeHash: string, clientId: string, now: Date): Promise<ConsumeAuthorizationCodeResult>;
  /**
   * The whole exchange, atomic: ask `decide` (synchronous, pure) whether to issue for the code,
   * then consume the code exactly as `consumeAuthorizationCode` does and, if `decide` returned a
   * grant, create it as `createGrantWithRefreshToken` does, both committed together or neither.
   * A failure midway (database gone, `decide` throwing) leaves the code unconsumed, so the client
   * can retry. A refusal (`decide` returns null) still consumes the code. Concurrent exchanges of
   * one code may each be asked to decide; exactly one consumes it, and only its decision is stored.
   * With `client`, nothing is read for `decide` or written unless the client still matches it
   * (ClientAsAuthenticated): `client_changed` comes before every other verdict. A store that
   * retries while concurrent exchanges of the same user and client win the cap's places may give
   * up, writing nothing: `contended` (the client may retry the code).
   */
  exchangeAuthorizationCode(
    codeHash: string,
    clientId: string,
    now: Date,
    decide: (code: AuthorizationCodeRecord) => CreateGrantInput | null,
    client?: ClientAsAuthenticated,
  ): Promise<ExchangeAuthorizationCodeResult>;
  /**
   * One transaction, serialised with `revokeGrantIssuedFromCode` on the code: insert the grant and
   * its first refresh token and, if asked, revoke the earlier legacy-unrestricted grants (and their
   * refresh tokens). When the user already holds MAX_LIVE_GRANTS_PER_USER_AND_CLIENT live grants of
   * the client (the legacy ones just revoked aside), the oldest is revoked with its refresh tokens
   * (`superseded_by_newer_grant`), so the user never holds more, however many creations run at
   * once. If the code was already revoked as replayed, the grant and token are stored revoked
   * (`authorization_code_reused`) and no other grant is touched. A store that knows client statuses
   * also stores it revoked (`revoked_by_admin`), touching no other grant, when the client was
   * rejected meanwhile.
   */
  createGrantWithRefreshToken(input: CreateGrantInput): Promise<CreateGrantResult>;
  /**
   * Marks the code revoked (so a concurrent `createGrantWithRefreshToken` from it is refused) and
   * revokes any grant issued from it, with its refresh tokens.
   */
  revokeGrantIssuedFromCode(codeHash: string, reason: GrantRevocationReason, now: Date): Promise<void>;
}

// What the OAuth core needs from the outside world. lib/db implements the storage ports with
// Prisma; testing/memory-store.ts implements them in memory for unit tests.
import type { Scope } from "./scope-catalogue";

/** Cryptographic randomness: `(n) => crypto.randomBytes(n)` in production. */
export type RandomBytes = (size: number) => Uint8Array;

export type ClientKind = "CONFIDENTIAL" | "PUBLIC";
export type ClientStatus = "PENDING" | "APPROVED" | "REJECTED" | "SUSPENDED";

export interface ClientSecretRecord {
  readonly id: string;
  /** `hashSecret(secret)`; the secret itself is never stored. */
  readonly hash: string;
  /** A rolled secret stops authenticating at this instant; null or absent: it lasts. */
  readonly expiresAt?: Date | null;
}

/** The client as the token endpoint sees it. */
export interface TokenClientRecord {
  readonly clientId: string;
  readonly kind: ClientKind;
  readonly status: ClientStatus;
  /** The client's enabled scopes now; empty for a legacy client. Narrows existing grants. */
  readonly scopes: readonly Scope[];
  /** Its secrets (expired ones may still be listed: authentication skips them); empty for public clients. */
  readonly secrets: readonly ClientSecretRecord[];
}

/**
 * The client as authentication judged it: every fact about it that an issue of tokens depends on.
 * A write made for an authenticated client carries them, and the store makes it only while the
 * client still matches (same status, kind and scopes; the secret that authenticated still stored
 * with the same expiry); otherwise it writes nothing and answers `client_changed`, before any other
 * verdict. So a client record remembered from an earlier request is never trusted past the moment
 * of the write, and an admin's suspension or a revoked secret takes effect on the next write.
 */
export interface ClientAsAuthenticated {
  readonly clientId: string;
  readonly kind: ClientKind;
  readonly status: ClientStatus;
  readonly scopes: readonly Scope[];
  /** The secret that matched; null for a public client. */
  readonly matchedSecretId: string | null;
  readonly matchedSecretExpiresAt: Date | null;
}

/** The sign-in an ID token speaks for (OpenID Connect Core s2: `auth_time`, and `sid` of the session). */
export interface SignInRecord {
  readonly authTime: Date;
  /** The session's `sid` claim; null when the sign-in has no session to name. */
  readonly sid: string | null;
}

export interface AuthorizationCodeRecord {
  readonly codeHash: string;
  readonly clientId: string;
  readonly userId: string;
  /** Exactly as sent in the authorization request; the token request must repeat it. */
  readonly redirectUri: string;
  /** Empty exactly when legacyUnrestricted is true. */
  readonly scopes: readonly Scope[];
  readonly legacyUnrestricted: boolean;
  /** S256 challenge; null when the (confidential) client sent none. */
  readonly codeChallenge: string | null;
  /** OpenID Connect: the authentication request's nonce, returned in the ID token exactly. */
  readonly nonce?: string | null;
  /** OpenID Connect: the sign-in that authorized the code (requests with the openid scope). */
  readonly signIn?: SignInRecord | null;
  /** The RFC 8707 resource the authorization request named (canonical); absent or null when none. */
  readonly resource?: string | null;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export type GrantRevocationReason =
  | "authorization_code_reused"
  | "refresh_token_reused"
  | "superseded_by_scoped_grant"
  | "revoked_by_user"
  | "revoked_by_admin"
  | "client_scopes_removed"
  /** The client itself revoked a token of the grant (RFC 7009). */
  | "revoked_by_client";

/** One user's authorization of one client; every refresh token and access token hangs off it. */
export interface GrantRecord {
  readonly id: string;
  readonly clientId: string;
  readonly userId: string;
  /** Empty exactly when legacyUnrestricted is true. */
  readonly scopes: readonly Scope[];
  readonly legacyUnrestricted: boolean;
  /** Hash of the code the grant was issued from, so a replayed code can find and revoke it. */
  readonly authorizationCodeHash: string;
  readonly createdAt: Date;
  /** OpenID Connect: the sign-in of the code it came from; every ID token of the grant names it. */
  readonly signIn?: SignInRecord | null;
  /** The RFC 8707 resource its tokens are for (their `aud`); absent or null: issued without one. */
  readonly resource?: string | null;
  readonly revokedAt: Date | null;
  readonly revokedReason: GrantRevocationReason | null;
}

export type NewGrant = Omit<GrantRecord, "revokedAt" | "revokedReason">;

export interface RefreshTokenRecord {
  readonly tokenHash: string;
  readonly grantId: string;
  readonly clientId: string;
  readonly issuedAt: Date;
  /** Idle expiry: each rotation issues a token with a fresh expiry. */
  readonly expiresAt: Date;
}

/** The replacement token; it inherits the grant of the token it replaces. */
export type NextRefreshToken = Omit<RefreshTokenRecord, "grantId">;

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

export interface ClientPort {
  findClient(clientId: string): Promise<TokenClientRecord | null>;
  /** Records that a secret authenticated a request (shown in the portal; helps rotation). */
  recordSecretUse(secretId: string, now: Date): Promise<void>;
}

export interface AuthorizationCodePort {
  saveAuthorizationCode(record: AuthorizationCodeRecord): Promise<void>;
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
   * (ClientAsAuthenticated): `client_changed` comes before every other verdict.
   */
  exchangeAuthorizationCode(
    codeHash: string,
    clientId: string,
    now: Date,
    decide: (code: AuthorizationCodeRecord) => CreateGrantInput | null,
    client?: ClientAsAuthenticated,
  ): Promise<ExchangeAuthorizationCodeResult>;
}

export interface ExchangeAuthorizationCodeResult {
  readonly consumed: ConsumeAuthorizationCodeResult | { status: "client_changed" };
  /** Set when the code was consumed and `decide` asked for a grant. */
  readonly created: CreateGrantResult | null;
}

export interface GrantPort {
  /**
   * One transaction, serialised with `revokeGrantIssuedFromCode` on the code: insert the grant and
   * its first refresh token and, if asked, revoke the earlier legacy-unrestricted grants (and their
   * refresh tokens). If the code was already revoked as replayed, the grant and token are stored
   * revoked (`authorization_code_reused`) and no legacy grant is touched. A store that knows client
   * statuses also stores it revoked (`revoked_by_admin`) when the client was rejected meanwhile.
   */
  createGrantWithRefreshToken(input: CreateGrantInput): Promise<CreateGrantResult>;
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
  /** Revokes the grant and all its refresh tokens; idempotent, keeps the first reason. */
  revokeGrant(grantId: string, reason: GrantRevocationReason, now: Date): Promise<void>;
  /**
   * Marks the code revoked (so a concurrent `createGrantWithRefreshToken` from it is refused) and
   * revokes any grant issued from it, with its refresh tokens.
   */
  revokeGrantIssuedFromCode(codeHash: string, reason: GrantRevocationReason, now: Date): Promise<void>;
  findGrant(grantId: string): Promise<GrantRecord | null>;
  /**
   * Records that the grant's access reached the API at `now`, unless a use within the last
   * minute is already recorded (one conditional write, so busy grants cost no write per call).
   */
  recordGrantUse(grantId: string, now: Date): Promise<void>;
  /** The grant with its client's status and current scopes, in one read (every API call needs both). */
  findGrantAccess(grantId: string): Promise<GrantAccessRecord | null>;
}

/** A grant as an API call checks it: the grant and its client as they are now. */
export interface GrantAccessRecord {
  readonly grant: GrantRecord;
  readonly client: ClientAccessRecord;
}

/** The client as the authorization endpoint and its consent screen see it. */
export interface AuthorizeClientRecord {
  readonly clientId: string;
  readonly status: ClientStatus;
  readonly kind: ClientKind;
  /** Empty for a legacy client created before scopes existed (spec s3.2). */
  readonly scopes: readonly Scope[];
  readonly redirectUris: readonly string[];
  readonly name: string;
  readonly description: string | null;
  readonly websiteUrl: string | null;
  readonly logoUrl: string | null;
  /** The app's own documents, linked from the consent screen when set. */
  readonly privacyPolicyUrl: string | null;
  readonly termsOfServiceUrl: string | null;
  readonly ownerName: string;
  /** Set for a client identified by a Client ID Metadata Document: the host that serves it (verified by fetching it). */
  readonly metadataHost?: string;
}

/** What every API call needs of a token's client: its status and current scopes (no secrets). */
export interface ClientAccessRecord {
  readonly status: ClientStatus;
  readonly scopes: readonly Scope[];
}

export interface AuthorizeClientPort {
  /** By public client id; null when unknown (or too long to be one). */
  findAuthorizeClient(clientId: string): Promise<AuthorizeClientRecord | null>;
  /** One row per authorization request of a known client, for the legacy migration wizard. */
  recordAuthorizationRequest(clientId: string, withScope: boolean, at: Date): Promise<void>;
  findClientAccess(clientId: string): Promise<ClientAccessRecord | null>;
  /**
   * The union of the scopes of the user's live (unrevoked) scoped grants of the client; a
   * legacy-unrestricted grant adds nothing (the user must see the scoped consent once, spec s3.2).
   */
  findGrantedScopes(clientId: string, userId: string): Promise<readonly Scope[]>;
}

/** A rendered consent form: the form may be posted once, by the user it was rendered for. */
export interface ConsentTicketRecord {
  /** `hashSecret(nonce)`; the nonce itself only travels in the form. */
  readonly ticketHash: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

export interface ConsentTicketPort {
  /**
   * Stores the ticket and, in the same write, forgets the user's expired tickets and keeps at
   * most `MAX_LIVE_CONSENT_TICKETS` live ones per user (the oldest go), so reloads cannot fill it.
   */
  saveConsentTicket(ticket: ConsentTicketRecord, now: Date): Promise<void>;
  /**
   * Atomically uses the ticket when it exists, belongs to `userId`, is unused and `expiresAt > now`:
   * one conditional write whose row count picks the single winner. False for everyone else.
   */
  consumeConsentTicket(ticketHash: string, userId: string, now: Date): Promise<boolean>;
}

/** Per user; a user rarely has more than a few consent screens open at once. */
export const MAX_LIVE_CONSENT_TICKETS = 20;

/** A refresh token as revocation and introspection see it. */
export interface RefreshTokenState {
  readonly grant: GrantRecord;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** Set once it was exchanged for its successor. */
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface TokenLookupPort {
  /** The refresh token with this hash, whatever its state; null when unknown. */
  findRefreshToken(tokenHash: string): Promise<RefreshTokenState | null>;
}

export type OAuthStore = ClientPort &
  AuthorizationCodePort &
  GrantPort &
  AuthorizeClientPort &
  ConsentTicketPort &
  TokenLookupPort;

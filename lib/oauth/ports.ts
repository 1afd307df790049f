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
}

/** The client as the token endpoint sees it. */
export interface TokenClientRecord {
  readonly clientId: string;
  readonly kind: ClientKind;
  readonly status: ClientStatus;
  /** The client's enabled scopes now; empty for a legacy client. Narrows existing grants. */
  readonly scopes: readonly Scope[];
  /** Active (unrevoked) secrets only, at most 2; empty for public clients. */
  readonly secrets: readonly ClientSecretRecord[];
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
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export type GrantRevocationReason =
  | "authorization_code_reused"
  | "refresh_token_reused"
  | "superseded_by_scoped_grant"
  | "revoked_by_user"
  | "revoked_by_admin"
  | "client_scopes_removed";

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
  | { status: "rotated"; grant: GrantRecord }
  /** Already rotated, or its grant revoked: the caller revokes the grant (RFC 9700 s4.14.2). */
  | { status: "reused"; grantId: string }
  | { status: "expired" }
  /** Unknown, or issued to another client. */
  | { status: "not_found" };

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
   * Atomically retires the live token `oldTokenHash` and stores `next` under the same grant. Live
   * means: issued to `next.clientId`, not rotated, not revoked, grant not revoked and
   * `expiresAt > now`. Precedence when not live: not_found, then reused, then expired.
   */
  rotateRefreshToken(oldTokenHash: string, next: NextRefreshToken, now: Date): Promise<RotateRefreshTokenResult>;
  /** Revokes the grant and all its refresh tokens; idempotent, keeps the first reason. */
  revokeGrant(grantId: string, reason: GrantRevocationReason, now: Date): Promise<void>;
  /**
   * Marks the code revoked (so a concurrent `createGrantWithRefreshToken` from it is refused) and
   * revokes any grant issued from it, with its refresh tokens.
   */
  revokeGrantIssuedFromCode(codeHash: string, reason: GrantRevocationReason, now: Date): Promise<void>;
  findGrant(grantId: string): Promise<GrantRecord | null>;
}

export type OAuthStore = ClientPort & AuthorizationCodePort & GrantPort;

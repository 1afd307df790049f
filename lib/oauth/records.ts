// The vocabulary every OAuth flow shares: clients, grants, codes and refresh tokens as the core sees
// them, and the grant operations several flows use. Each flow's own storage port (token-grants/*-storage.ts,
// token-inspection/token-lookup-storage.ts, authorize/authorize-storage.ts) is written in these words.
import type { SchedulingDetail } from "./authorization-details/scheduling-detail";
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

/**
 * A public key the client registered for private_key_jwt (RFC 7523 s2.2): it signs the client's
 * assertions. Stored as its public JWK; `alg` null means any algorithm the key's type allows.
 */
export interface ClientKeyRecord {
  readonly id: string;
  /** The public JWK as registered (validated at registration: lib/oauth/client-assertion/public-jwk.ts). */
  readonly jwk: Readonly<Record<string, unknown>>;
  /** The key's `kid` (its RFC 7638 thumbprint when it was registered without one). */
  readonly kid: string;
  readonly alg: string | null;
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
  /** Its registered public keys (private_key_jwt); absent or empty when it has none. */
  readonly keys?: readonly ClientKeyRecord[];
  /** Where it publishes its keys (RFC 7591 jwks_uri), besides or instead of registered ones; absent or null: nowhere. */
  readonly jwksUri?: string | null;
  /** RFC 9449 s5.2 `dpop_bound_access_tokens`: a token request without a DPoP proof is refused. */
  readonly dpopBoundAccessTokens?: boolean;
  /** The high-security profile (security-profile.ts): private_key_jwt only, DPoP required; absent: off. */
  readonly highSecurity?: boolean;
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
  /** The registered key whose signature authenticated a client assertion; absent or null otherwise. */
  readonly matchedKeyId?: string | null;
  /** Its DPoP requirement as authenticated (absent: false): switching it on stops writes judged without it. */
  readonly dpopBoundAccessTokens?: boolean;
  /** Its high-security profile as authenticated (absent: false): switching it on stops writes judged without it. */
  readonly highSecurity?: boolean;
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
  /** RFC 9449 s10 `dpop_jkt`: the exchange must prove this key; absent or null: not bound. */
  readonly dpopJkt?: string | null;
  /** RFC 9396: the authorization details the user consented to (normalised); absent or null: none. */
  readonly authorizationDetails?: readonly SchedulingDetail[] | null;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export type GrantRevocationReason =
  | "authorization_code_reused"
  | "refresh_token_reused"
  | "superseded_by_scoped_grant"
  /** The user authorized the client once more while holding as many live grants as one may. */
  | "superseded_by_newer_grant"
  | "revoked_by_user"
  | "revoked_by_admin"
  | "client_scopes_removed"
  /** A metadata document dropped the redirect URI the grant's code was sent to. */
  | "redirect_uri_removed"
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
  /**
   * RFC 9449 s5: the DPoP key (RFC 7638 thumbprint) a public client's refresh tokens are bound to:
   * a refresh must prove it. Absent or null: not bound.
   */
  readonly dpopJkt?: string | null;
  /**
   * The redirect URI its code was sent to: for a metadata-document client, the installation holding
   * it, so dropping that redirect URI ends its grants and no other's. Absent or null: not recorded.
   */
  readonly redirectUri?: string | null;
  /**
   * RFC 9396: the authorization details granted (normalised): the tokens carry them, and an API
   * operation an action reaches is allowed only where one covers it. Absent or null: none.
   */
  readonly authorizationDetails?: readonly SchedulingDetail[] | null;
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
  /** RFC 9126 s5: its authorization requests are served only when pushed (PAR); absent: false. */
  readonly requirePushedRequests?: boolean;
  /** The high-security profile (security-profile.ts): PAR and S256 required, short codes; absent: off. */
  readonly highSecurity?: boolean;
}

/** What every API call needs of a token's client: its status and current scopes (no secrets). */
export interface ClientAccessRecord {
  readonly status: ClientStatus;
  readonly scopes: readonly Scope[];
}

/** What several flows do with a grant: the API's check, revocation, and ending a family on reuse. */
export interface GrantPort {
  /** Revokes the grant and all its refresh tokens; idempotent, keeps the first reason. */
  revokeGrant(grantId: string, reason: GrantRevocationReason, now: Date): Promise<void>;
  findGrant(grantId: string): Promise<GrantRecord | null>;
  /**
   * Records that the grant's access reached the API at `now`, unless a use within the last
   * minute is already recorded (one conditional write, so busy grants cost no write per call).
   */
  recordGrantUse(grantId: string, now: Date): Promise<void>;
  /** The grant with its client's status and current scopes, in one read (every API call needs both). */
  findGrantAccess(grantId: string): Promise<GrantAccessRecord | null>;
}

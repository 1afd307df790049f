// What both grants share: minting a refresh token and answering with the spec s2.2 response.
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenSigningKey, signAccessToken } from "../access-token";
import type { SchedulingDetail } from "../authorization-details/scheduling-detail";
import { hashSecret } from "../constant-time";
import { signIdToken } from "../oidc/id-token";
import type { NextRefreshToken, RandomBytes, SignInRecord } from "../ports";
import { OPENID_SCOPE } from "../scope-catalogue";
import { ID_BYTES, randomToken } from "../random-token";
import { canMarkFamily, markedRefreshToken } from "../refresh-token-family";
import { successorOf } from "../refresh-token-successor";
import type { ScopedAccess } from "../scope-coverage";
import { formatScopes } from "../scope-parse";
import type { ApiResource } from "../resource/api-resource";
import type { RecentOutages } from "./retry-window";

export const DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export interface TokenIssuerConfig {
  /** `iss` of access tokens. */
  readonly issuer: string;
  /** `aud` of access tokens issued without a `resource`: the API they are for. */
  readonly audience: string;
  /** The resource a token request may name (RFC 8707); without it every `resource` is invalid_target. */
  readonly apiResource?: ApiResource;
  readonly signingKey: AccessTokenSigningKey;
  /** Each refresh token expires this long after it is issued; default 90 days. */
  readonly refreshTokenIdleLifetimeSeconds?: number;
  /** How long the previous refresh token may be retried while its successor is unused; 0 turns it off. Default 30 s. */
  readonly refreshReuseWindowSeconds?: number;
  /** Server key (>= 32 bytes) a refresh token's successor is derived from: see refresh-token-successor.ts. */
  readonly refreshTokenKey: Uint8Array;
  /** Server key (>= 32 bytes, not the successor key) a refresh token's grant mark is made under: see refresh-token-family.ts. */
  readonly refreshTokenFamilyKey: Uint8Array;
  /** At most `max` refreshes per grant in `seconds`; default 60 a minute. */
  readonly refreshCeiling?: { readonly max: number; readonly seconds: number };
}

export interface GrantContext extends TokenIssuerConfig {
  readonly randomBytes: RandomBytes;
  readonly now: Date;
  /** The storage outages the process saw lately: the retry window does not count them (retry-window.ts). */
  readonly outages?: RecentOutages;
}

/** The token response (spec s2.2, RFC 6749 s5.1), the same for exchange and refresh. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** "DPoP" when the request carried a DPoP proof: the access token is bound to its key (RFC 9449 s5). */
  token_type: "bearer" | "DPoP";
  expires_in: typeof ACCESS_TOKEN_TTL_SECONDS;
  /** Single spaces between names; "" for a legacy-unrestricted grant. */
  scope: string;
  /** OpenID Connect: present exactly when the grant holds the openid scope. */
  id_token?: string;
  /** RFC 9396 s7: the authorization details granted; present exactly when the grant has them. */
  authorization_details?: readonly SchedulingDetail[];
}

export interface MintedRefreshToken {
  readonly token: string;
  readonly record: NextRefreshToken;
}

/** A grant's first refresh token: a random secret, marked as the grant's. */
export function mintRefreshToken(ctx: GrantContext, clientId: string, grantId: string): MintedRefreshToken {
  return refreshTokenRecord(
    ctx,
    clientId,
    markedRefreshToken(ctx.refreshTokenFamilyKey, grantId, randomToken(ctx.randomBytes)),
  );
}

/**
 * The successor of a presented refresh token of `grantId`: the same for every request that presents
 * it, marked as the same grant's. Only a grant id no token can carry (none this server makes) keeps
 * the unmarked form.
 */
export function successorRefreshToken(
  ctx: GrantContext,
  clientId: string,
  grantId: string,
  presented: string,
): MintedRefreshToken {
  const secret = successorOf(ctx.refreshTokenKey, presented);
  const token = canMarkFamily(grantId) ? markedRefreshToken(ctx.refreshTokenFamilyKey, grantId, secret) : secret;
  return refreshTokenRecord(ctx, clientId, token);
}

function refreshTokenRecord(ctx: GrantContext, clientId: string, token: string): MintedRefreshToken {
  const lifetime = ctx.refreshTokenIdleLifetimeSeconds ?? DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS;
  return {
    token,
    record: {
      tokenHash: hashSecret(token),
      clientId,
      issuedAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + lifetime * 1000),
    },
  };
}

export interface TokenSubject extends ScopedAccess {
  readonly id: string;
  /** The resource the tokens are for (`aud`); null or absent: `ctx.audience`. */
  readonly resource?: string | null;
  readonly clientId: string;
  readonly userId: string;
  /** The sign-in behind an OpenID Connect grant, named by its ID tokens. */
  readonly signIn?: SignInRecord | null;
  readonly createdAt?: Date;
  /** The key of the request's DPoP proof: the access token is bound to it (`cnf.jkt`); absent: a bearer token. */
  readonly proofJkt?: string | null;
  /** RFC 9396: the grant's details, carried by its access tokens and its token responses. */
  readonly authorizationDetails?: readonly SchedulingDetail[] | null;
}

/**
 * The token response, with an ID token when the grant holds openid (OpenID Connect Core s3.1.3.3,
 * s12.2): same `sub` and `auth_time` on every refresh; the nonce only from the code exchange.
 */
export async function buildOpenIdTokenResponse(
  ctx: GrantContext,
  grant: TokenSubject,
  refreshToken: string,
  nonce?: string | null,
): Promise<TokenResponse> {
  const response = await buildTokenResponse(ctx, grant, refreshToken);
  if (grant.legacyUnrestricted || !grant.scopes.includes(OPENID_SCOPE)) return response;
  // Every openid code carries its sign-in; a grant without one counts as signed in when issued.
  const signIn = grant.signIn ?? { authTime: grant.createdAt ?? ctx.now, sid: null };
  const idToken = signIdToken(ctx.signingKey, {
    issuer: ctx.issuer,
    userId: grant.userId,
    clientId: grant.clientId,
    signIn,
    nonce: nonce ?? null,
    accessToken: response.access_token,
    now: ctx.now,
  });
  return { ...response, id_token: idToken };
}

export async function buildTokenResponse(
  ctx: GrantContext,
  grant: TokenSubject,
  refreshToken: string,
): Promise<TokenResponse> {
  const accessToken = await signAccessToken(ctx.signingKey, {
    issuer: ctx.issuer,
    audience: grant.resource ?? ctx.audience,
    userId: grant.userId,
    clientId: grant.clientId,
    grantId: grant.id,
    scopes: grant.scopes,
    legacyUnrestricted: grant.legacyUnrestricted,
    jti: randomToken(ctx.randomBytes, ID_BYTES),
    now: ctx.now,
    dpopJkt: grant.proofJkt ?? null,
    authorizationDetails: grant.authorizationDetails ?? null,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: grant.proofJkt ? "DPoP" : "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: grant.legacyUnrestricted ? "" : formatScopes(grant.scopes),
    ...(grant.authorizationDetails ? { authorization_details: grant.authorizationDetails } : {}),
  };
}

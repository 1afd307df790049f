// What both grants share: minting a refresh token and answering with the spec s2.2 response.
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenSigningKey, signAccessToken } from "../access-token";
import { hashSecret } from "../constant-time";
import type { NextRefreshToken, RandomBytes } from "../ports";
import { ID_BYTES, randomToken } from "../random-token";
import type { ScopedAccess } from "../scope-coverage";
import { formatScopes } from "../scope-parse";

export const DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export interface TokenIssuerConfig {
  /** `iss` of access tokens. */
  readonly issuer: string;
  /** `aud` of access tokens: the API they are for. */
  readonly audience: string;
  readonly signingKey: AccessTokenSigningKey;
  /** Each refresh token expires this long after it is issued; default 90 days. */
  readonly refreshTokenIdleLifetimeSeconds?: number;
  /** How long the previous refresh token may be retried while its successor is unused; 0 turns it off. Default 30 s. */
  readonly refreshReuseWindowSeconds?: number;
}

export interface GrantContext extends TokenIssuerConfig {
  readonly randomBytes: RandomBytes;
  readonly now: Date;
}

/** The token response (spec s2.2, RFC 6749 s5.1), the same for exchange and refresh. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
  expires_in: typeof ACCESS_TOKEN_TTL_SECONDS;
  /** Single spaces between names; "" for a legacy-unrestricted grant. */
  scope: string;
}

export interface MintedRefreshToken {
  readonly token: string;
  readonly record: NextRefreshToken;
}

export function mintRefreshToken(ctx: GrantContext, clientId: string): MintedRefreshToken {
  const token = randomToken(ctx.randomBytes);
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
  readonly clientId: string;
  readonly userId: string;
}

export async function buildTokenResponse(
  ctx: GrantContext,
  grant: TokenSubject,
  refreshToken: string,
): Promise<TokenResponse> {
  const accessToken = await signAccessToken(ctx.signingKey, {
    issuer: ctx.issuer,
    audience: ctx.audience,
    userId: grant.userId,
    clientId: grant.clientId,
    grantId: grant.id,
    scopes: grant.scopes,
    legacyUnrestricted: grant.legacyUnrestricted,
    jti: randomToken(ctx.randomBytes, ID_BYTES),
    now: ctx.now,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: grant.legacyUnrestricted ? "" : formatScopes(grant.scopes),
  };
}

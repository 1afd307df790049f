// grant_type=refresh_token (RFC 6749 s6) with rotation and reuse detection (RFC 9700 s4.14.2).
import { hashSecret } from "../constant-time";
import { InvalidGrantError } from "../errors";
import type { GrantPort } from "../ports";
import { narrowToClientScopes } from "../scope-coverage";
import type { AuthenticatedClient } from "./client-authentication";
import { type GrantContext, type TokenResponse, buildTokenResponse, mintRefreshToken } from "./token-response";
import type { RefreshTokenRequest } from "./token-request";

/** Like Okta's grace period and Auth0's reuse interval: long enough for a client's retry. */
export const DEFAULT_REFRESH_REUSE_WINDOW_SECONDS = 30;

export interface RefreshTokenGrantDeps extends GrantContext {
  readonly store: GrantPort;
}

/**
 * Every refresh returns a new refresh token and retires the old one. The scopes stay those of the
 * original grant (spec s4.2); a `scope` parameter is ignored.
 *
 * A client that lost the response (timeout, crash after commit) may present the previous token
 * again within the reuse window, as long as the successor it never received is unused: that
 * successor is retired and a fresh pair issued. Anything else coming back is reuse.
 */
export async function refreshTokenGrant(
  deps: RefreshTokenGrantDeps,
  client: AuthenticatedClient,
  request: RefreshTokenRequest,
): Promise<TokenResponse> {
  const { store, now } = deps;
  const next = mintRefreshToken(deps, client.clientId);
  // The store rotates only a live token of this client, atomically, so two refreshes with the same
  // token cannot both win.
  const windowSeconds = deps.refreshReuseWindowSeconds ?? DEFAULT_REFRESH_REUSE_WINDOW_SECONDS;
  const windowStart = windowSeconds > 0 ? new Date(now.getTime() - windowSeconds * 1000) : undefined;
  const rotated = await store.rotateRefreshToken(hashSecret(request.refreshToken), next.record, now, windowStart);

  if (rotated.status === "reused") {
    // A retired token came back: either the client or an attacker holds a stolen copy, and we
    // cannot tell which, so the whole grant goes.
    await store.revokeGrant(rotated.grantId, "refresh_token_reused", now);
    throw new InvalidGrantError("refresh token is no longer valid");
  }
  if (rotated.status === "expired") throw new InvalidGrantError("refresh token has expired");
  if (rotated.status === "not_found") throw new InvalidGrantError("refresh token is invalid");
  if (rotated.grant.clientId !== client.clientId) throw new InvalidGrantError("refresh token is invalid");

  // Scopes stay those of the original grant (spec s4.2), less any the client has given up since.
  const effective = narrowToClientScopes(rotated.grant, client.scopes);
  if (!effective.legacyUnrestricted && effective.scopes.length === 0) {
    await store.revokeGrant(rotated.grant.id, "client_scopes_removed", now);
    throw new InvalidGrantError("the application no longer has any of the scopes this authorization granted");
  }
  return buildTokenResponse(deps, { ...rotated.grant, ...effective }, next.token);
}

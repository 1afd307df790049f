// grant_type=refresh_token (RFC 6749 s6) with rotation and reuse detection (RFC 9700 s4.14.2).
import { hashSecret } from "../constant-time";
import { narrowDetailsToClientScopes } from "../authorization-details/detail-coverage";
import { namesOnlyGrantedDetails } from "../authorization-details/judge-authorization-details";
import { InvalidAuthorizationDetailsError, InvalidGrantError, SlowDownError } from "../errors";
import { ClientChangedError } from "./client-changed-error";
import type { GrantPort } from "../ports";
import type { TokenLookupPort } from "../token-inspection/token-lookup-storage";
import type { RefreshTokenPort } from "./refresh-token-storage";
import { readFamilyMark } from "../refresh-token-family";
import { narrowToClientScopes } from "../scope-coverage";
import type { AuthenticatedClient } from "./client-authentication";
import {
  type GrantContext,
  type TokenResponse,
  buildOpenIdTokenResponse,
  successorRefreshToken,
} from "./token-response";
import type { RefreshTokenRequest } from "./token-request";
import { boundResource, requestedResource } from "./token-resource";
import { retryWindowStart } from "./retry-window";

/**
 * Like Okta's grace period and Auth0's reuse interval: long enough for a client's retry. Counted
 * in time the service could answer, so an outage does not eat it (retry-window.ts).
 */
export const DEFAULT_REFRESH_REUSE_WINDOW_SECONDS = 30;

/** Far above any client's need (an access token lives 30 minutes), far below a row per request. */
export const DEFAULT_REFRESH_CEILING = { max: 60, seconds: 60 } as const;

export interface RefreshTokenGrantDeps extends GrantContext {
  readonly store: RefreshTokenPort & Pick<GrantPort, "revokeGrant"> & TokenLookupPort;
}

/**
 * Every refresh returns a new refresh token and retires the old one. The scopes stay those of the
 * original grant (spec s4.2); a `scope` parameter is ignored.
 *
 * Every 200 is usable: the successor is derived from the presented token, so the same token
 * presented again within the retry window (a lost response, two tabs, parallel threads) is
 * answered with the same successor as long as that successor is unused; each answer carries its
 * own access token. A retired token presented after its successor was used, or after the window,
 * is reuse: the whole grant is revoked (RFC 9700 s4.14.2). So is a token whose row was deleted as
 * the chain moved on, recognised by its authentic grant mark (refresh-token-family.ts).
 */
export async function refreshTokenGrant(
  deps: RefreshTokenGrantDeps,
  client: AuthenticatedClient,
  request: RefreshTokenRequest,
  /** The key of the request's verified DPoP proof; null without one. */
  proofJkt: string | null = null,
): Promise<TokenResponse> {
  const { store, now } = deps;
  // A foreign resource is refused before the token rotates.
  const requested = requestedResource(request.resource ?? null, deps.apiResource);
  const presentedHash = hashSecret(request.refreshToken);
  const mark = readFamilyMark(deps.refreshTokenFamilyKey, request.refreshToken);
  // A token minted before grant marks names no grant: its stored row does, once, and its
  // successor then carries the mark (parallel refreshes read the same grant, so derive alike).
  const grantId = mark?.grantId ?? (await store.findRefreshToken(presentedHash))?.grant.id;
  if (grantId === undefined) throw new InvalidGrantError("refresh token is invalid");
  // RFC 9396 s6.2: never wider than granted; judged before the token rotates (one read, only when asked).
  if (request.authorizationDetails !== undefined) {
    const grant = (await store.findRefreshToken(presentedHash))?.grant;
    if (
      grant?.clientId === client.clientId &&
      !namesOnlyGrantedDetails(request.authorizationDetails, grant.authorizationDetails, deps.apiResource)
    )
      throw new InvalidAuthorizationDetailsError("authorization_details names a detail this grant does not hold");
  }
  const next = successorRefreshToken(deps, client.clientId, grantId, request.refreshToken);
  // The store rotates only a live token of this client, atomically, so of concurrent refreshes
  // with one token exactly one writes the successor and the others are answered with it.
  // The window counts only time the service could answer: a response lost to an outage is still
  // answered for the whole window once the service is back.
  const windowSeconds = deps.refreshReuseWindowSeconds ?? DEFAULT_REFRESH_REUSE_WINDOW_SECONDS;
  const rotated = await store.rotateRefreshToken(presentedHash, next.record, now, {
    ceiling: deps.refreshCeiling ?? DEFAULT_REFRESH_CEILING,
    ...(windowSeconds > 0 ? { retryWindowStart: retryWindowStart(now, windowSeconds, deps.outages?.() ?? []) } : {}),
    // Only a mark we made may name a grant to revoke: a forged one is merely an unknown token.
    ...(mark?.authentic ? { markedGrantId: mark.grantId } : {}),
    // Nothing is written, and no verdict given, for a client that changed since it authenticated.
    client,
  });
  if (rotated.status === "client_changed") throw new ClientChangedError();

  if (rotated.status === "reused") {
    // A retired token came back: either the client or an attacker holds a stolen copy, and we
    // cannot tell which, so the whole grant goes.
    await store.revokeGrant(rotated.grantId, "refresh_token_reused", now);
    throw new InvalidGrantError("refresh token is no longer valid");
  }
  if (rotated.status === "throttled") throw new SlowDownError(rotated.retryAfterSeconds);
  if (rotated.status === "expired") throw new InvalidGrantError("refresh token has expired");
  if (rotated.status === "not_found") throw new InvalidGrantError("refresh token is invalid");
  if (rotated.grant.clientId !== client.clientId) throw new InvalidGrantError("refresh token is invalid");
  // RFC 9449 s5: a bound refresh token (a public client's) is useless without its key. Checked
  // after the rotation, so unbound refreshes pay no extra read. The successor written is never
  // handed out: a thief's attempt retires the token as a use would, and the key holder's next
  // refresh is a retry (inside the window) or reuse, which revokes the grant as for any stolen token.
  const boundTo = rotated.grant.dpopJkt ?? null;
  if (boundTo !== null && proofJkt !== boundTo)
    throw new InvalidGrantError(
      proofJkt === null
        ? "this refresh token is bound to a DPoP key: send a DPoP proof signed with it"
        : "the DPoP proof's key is not the one this refresh token is bound to",
    );

  // Scopes stay those of the original grant (spec s4.2), less any the client has given up since.
  const effective = narrowToClientScopes(rotated.grant, client.scopes);
  if (!effective.legacyUnrestricted && effective.scopes.length === 0) {
    await store.revokeGrant(rotated.grant.id, "client_scopes_removed", now);
    throw new InvalidGrantError("the application no longer has any of the scopes this authorization granted");
  }
  const resource = boundResource(rotated.grant.resource, requested);
  // The details as the API judges them now: an action whose scope the client gave up is gone.
  const details = rotated.grant.authorizationDetails;
  const authorizationDetails = details ? narrowDetailsToClientScopes(details, client.scopes) : null;
  return buildOpenIdTokenResponse(
    deps,
    { ...rotated.grant, ...effective, resource, proofJkt, authorizationDetails },
    next.token,
  );
}

// grant_type=authorization_code (RFC 6749 s4.1.3, RFC 7636 s4.6, spec s4.2).
import { hashSecret } from "../constant-time";
import { namesOnlyGrantedDetails } from "../authorization-details/judge-authorization-details";
import {
  InvalidAuthorizationDetailsError,
  InvalidDpopProofError,
  InvalidGrantError,
  InvalidRequestError,
  TemporarilyUnavailableError,
} from "../errors";
import { ClientChangedError } from "./client-changed-error";
import { verifyPkce } from "../pkce";
import type { AuthorizationCodeRecord, NewGrant } from "../ports";
import type { AuthorizationCodePort, CreateGrantInput } from "./authorization-code-storage";
import { randomId } from "../random-token";
import type { AuthenticatedClient } from "./client-authentication";
import { type GrantContext, type TokenResponse, buildOpenIdTokenResponse, mintRefreshToken } from "./token-response";
import type { AuthorizationCodeTokenRequest } from "./token-request";
import { boundResource, requestedResource } from "./token-resource";

export interface AuthorizationCodeGrantDeps extends GrantContext {
  readonly store: AuthorizationCodePort;
}

/** Throws an OAuthError when the code cannot be exchanged. */
export async function authorizationCodeGrant(
  deps: AuthorizationCodeGrantDeps,
  client: AuthenticatedClient,
  request: AuthorizationCodeTokenRequest,
  /** The key of the request's verified DPoP proof; null without one. */
  proofJkt: string | null = null,
): Promise<TokenResponse> {
  const { store, now } = deps;
  const codeHash = hashSecret(request.code);
  const requested = requestedResource(request.resource ?? null, deps.apiResource);

  // Any attempt by the code's own client uses the code up, refused or not, so it cannot be probed
  // or raced: of concurrent attempts (each may be judged) exactly one consumes it, and the others
  // are replays. Another client's attempt finds nothing and changes nothing. Consumption and the
  // new grant commit together, so an outage midway leaves the code usable for a retry.
  let refusal: Error | null = null;
  let issued: { grant: NewGrant; refreshToken: string; nonce: string | null } | null = null;
  const decide = (code: AuthorizationCodeRecord): CreateGrantInput | null => {
    refusal = refusalFor(code, client, request) ?? dpopRefusalFor(code, proofJkt) ?? widening(deps, code, request);
    if (refusal !== null) return null;
    let resource: string | null;
    try {
      resource = boundResource(code.resource, requested);
    } catch (error) {
      refusal = error as Error;
      return null;
    }
    const grant: NewGrant = {
      id: randomId(deps.randomBytes),
      clientId: code.clientId,
      userId: code.userId,
      scopes: code.scopes,
      legacyUnrestricted: code.legacyUnrestricted,
      authorizationCodeHash: codeHash,
      createdAt: now,
      ...(code.signIn ? { signIn: code.signIn } : {}),
      resource,
      // RFC 9449 s5: a public client's refresh tokens are bound to the key it proved here.
      ...(client.kind === "PUBLIC" && proofJkt !== null ? { dpopJkt: proofJkt } : {}),
      redirectUri: code.redirectUri,
      ...(code.authorizationDetails ? { authorizationDetails: code.authorizationDetails } : {}),
    };
    const refresh = mintRefreshToken(deps, client.clientId, grant.id);
    issued = { grant, refreshToken: refresh.token, nonce: code.nonce ?? null };
    return {
      grant,
      refreshToken: { ...refresh.record, grantId: grant.id },
      // Spec s3.2.4: unrestricted legacy grants last until the user authorizes again with scopes.
      revokeEarlierLegacyGrants: !grant.legacyUnrestricted,
    };
  };
  // Nothing is read for the decision, or written, for a client that changed since it authenticated.
  const { consumed } = await store.exchangeAuthorizationCode(codeHash, client.clientId, now, decide, client);
  if (consumed.status === "client_changed") throw new ClientChangedError();
  // Nothing was written, the code is still good: the client retries, as after an outage.
  if (consumed.status === "contended")
    throw new TemporarilyUnavailableError("too many authorizations of this application at once; retry");
  if (consumed.status === "already_consumed") {
    // RFC 6749 s4.1.2: a second use means the code leaked; withdraw everything issued from it.
    await store.revokeGrantIssuedFromCode(codeHash, "authorization_code_reused", now);
    throw new InvalidGrantError("authorization code has already been used");
  }
  if (consumed.status === "expired") throw new InvalidGrantError("authorization code has expired");
  if (consumed.status === "not_found") throw new InvalidGrantError("authorization code is invalid");
  if (refusal !== null) throw refusal;
  if (issued === null) throw new Error("the code was consumed but no grant was decided");
  const { grant, refreshToken, nonce } = issued as { grant: NewGrant; refreshToken: string; nonce: string | null };
  // When a replay raced this exchange the grant was stored revoked (bornRevoked): this one
  // exchange still answers, as atomic consumption promises, but its tokens are already dead.
  return buildOpenIdTokenResponse(deps, { ...grant, proofJkt }, refreshToken, nonce);
}

/** RFC 9396 s6.1: the exchange may name granted details only; the tokens carry all the grant's. */
function widening(
  deps: Pick<AuthorizationCodeGrantDeps, "apiResource">,
  code: AuthorizationCodeRecord,
  request: AuthorizationCodeTokenRequest,
): Error | null {
  if (request.authorizationDetails === undefined) return null;
  return namesOnlyGrantedDetails(request.authorizationDetails, code.authorizationDetails, deps.apiResource)
    ? null
    : new InvalidAuthorizationDetailsError("authorization_details names a detail the user did not grant");
}

/** RFC 9449 s10: a code bound by `dpop_jkt` is exchanged only with a proof for that key. */
function dpopRefusalFor(code: AuthorizationCodeRecord, proofJkt: string | null): Error | null {
  if (code.dpopJkt == null) return null;
  if (proofJkt === null)
    return new InvalidDpopProofError("this authorization code is bound to a DPoP key: send a DPoP proof");
  return proofJkt === code.dpopJkt ? null : new InvalidGrantError("the DPoP proof's key is not the one dpop_jkt named");
}

/** Why this consumed code may not be exchanged by this request, or null. */
function refusalFor(
  code: AuthorizationCodeRecord,
  client: AuthenticatedClient,
  request: AuthorizationCodeTokenRequest,
): Error | null {
  if (code.clientId !== client.clientId) return new InvalidGrantError("authorization code is invalid");
  if (code.redirectUri !== request.redirectUri) {
    return new InvalidGrantError("redirect_uri does not match the one of the authorization request");
  }
  if (code.codeChallenge !== null) {
    if (request.codeVerifier === null) return new InvalidRequestError("code_verifier is required");
    if (!verifyPkce(request.codeVerifier, code.codeChallenge))
      return new InvalidGrantError("code_verifier does not match the code_challenge");
    return null;
  }
  // RFC 9700 s2.1.1: a verifier without a challenge is a PKCE downgrade attempt.
  if (request.codeVerifier !== null) return new InvalidGrantError("code_verifier sent but no code_challenge was used");
  // The authorize step requires PKCE from public clients; never exchange without it.
  if (client.kind === "PUBLIC") return new InvalidGrantError("public clients must use PKCE");
  return null;
}

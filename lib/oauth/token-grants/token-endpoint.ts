// The token endpoint's core (spec s4.2): parse, authenticate the client, run the grant.
// The route handler serialises the result, or the OAuthError with its status and
// `Cache-Control: no-store`; any other error is a bug and becomes server_error.
import type { OAuthStore, TokenClientRecord } from "../ports";
import type { RequestParams } from "../request-params";
import { authenticateClient } from "./client-authentication";
import { authorizationCodeGrant } from "./authorization-code-grant";
import { refreshTokenGrant } from "./refresh-token-grant";
import { type GrantContext, type TokenResponse } from "./token-response";
import { noteTokenActivity, type TokenActivityPort, tokenFailureReason } from "./token-activity";
import { parseTokenRequest, type TokenRequest } from "./token-request";

export interface TokenEndpointDeps extends GrantContext {
  readonly store: OAuthStore;
  /** Counts each request of a known client for its developer's activity view. */
  readonly activity?: TokenActivityPort;
}

export interface TokenEndpointInput {
  /** Body parameters, already decoded from form or JSON by the edge. */
  readonly params: RequestParams;
  /** The raw `Authorization` header, if any. */
  readonly authorizationHeader?: string | null | undefined;
}

/** Throws an OAuthError for every refusal. */
export async function handleTokenRequest(deps: TokenEndpointDeps, input: TokenEndpointInput): Promise<TokenResponse> {
  const request = parseTokenRequest(input.params, input.authorizationHeader);
  const found = await deps.store.findClient(request.credentials.clientId);
  // Only a client that exists is counted: a made-up client_id must not grow anything.
  const counted = found !== null && found.clientId === request.credentials.clientId ? found.clientId : null;
  try {
    const response = await grantTokens(deps, found, request);
    if (counted) noteTokenActivity(deps.activity, { clientId: counted, at: deps.now, outcome: "success" });
    return response;
  } catch (error) {
    if (counted) {
      const reason = tokenFailureReason(error, request.grantType);
      noteTokenActivity(deps.activity, { clientId: counted, at: deps.now, outcome: "failure", reason });
    }
    throw error;
  }
}

async function grantTokens(
  deps: TokenEndpointDeps,
  found: TokenClientRecord | null,
  request: TokenRequest,
): Promise<TokenResponse> {
  const client = authenticateClient(found, request.credentials, deps.now);
  if (client.matchedSecretId !== null) await deps.store.recordSecretUse(client.matchedSecretId, deps.now);

  switch (request.grantType) {
    case "authorization_code":
      return authorizationCodeGrant(deps, client, request);
    case "refresh_token":
      return refreshTokenGrant(deps, client, request);
  }
}

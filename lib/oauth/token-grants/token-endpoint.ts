// The token endpoint's core (spec s4.2): parse, authenticate the client, run the grant.
// The route handler serialises the result, or the OAuthError with its status and
// `Cache-Control: no-store`; any other error is a bug and becomes server_error.
import type { OAuthStore } from "../ports";
import type { RequestParams } from "../request-params";
import { authenticateClient } from "./client-authentication";
import { authorizationCodeGrant } from "./authorization-code-grant";
import { refreshTokenGrant } from "./refresh-token-grant";
import { type GrantContext, type TokenResponse } from "./token-response";
import { parseTokenRequest } from "./token-request";

export interface TokenEndpointDeps extends GrantContext {
  readonly store: OAuthStore;
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
  const client = authenticateClient(await deps.store.findClient(request.credentials.clientId), request.credentials);
  if (client.matchedSecretId !== null) await deps.store.recordSecretUse(client.matchedSecretId, deps.now);

  switch (request.grantType) {
    case "authorization_code":
      return authorizationCodeGrant(deps, client, request);
    case "refresh_token":
      return refreshTokenGrant(deps, client, request);
  }
}

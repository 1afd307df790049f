// The token endpoint's core (spec s4.2): parse, authenticate the client, run the grant.
// The route handler serialises the result, or the OAuthError with its status and
// `Cache-Control: no-store`; any other error is a bug and becomes server_error.
import { TemporarilyUnavailableError } from "../errors";
import { ClientChangedError } from "./client-changed-error";
import type { OAuthStore, TokenClientRecord } from "../ports";
import type { RequestParams } from "../request-params";
import { type ClientAssertionDeps, requestAssertionVerifier } from "../client-assertion/verify-client-assertion";
import { type AuthenticatedClient, authenticateClientRequest } from "./client-authentication";
import type { ClientMemory } from "./client-memory";
import { authorizationCodeGrant } from "./authorization-code-grant";
import { refreshTokenGrant } from "./refresh-token-grant";
import { type GrantContext, type TokenResponse } from "./token-response";
import { noteTokenActivity, type TokenActivityPort, tokenFailureReason } from "./token-activity";
import { parseTokenRequest, type TokenRequest } from "./token-request";

export interface TokenEndpointDeps extends GrantContext {
  readonly store: OAuthStore;
  /** Counts each request of a known client for its developer's activity view. */
  readonly activity?: TokenActivityPort;
  /** Clients that authenticated before, so their next request need not read them (client-memory.ts). */
  readonly clients?: ClientMemory;
  /** How private_key_jwt assertions are checked (our audiences, the single-use store); without it they are refused. */
  readonly clientAssertions?: Omit<ClientAssertionDeps, "now">;
}

/** Reads of a client per request at most: a client changing under every read is answered 503. */
const MAX_CLIENT_READS = 3;

export interface TokenEndpointInput {
  /** Body parameters, already decoded from form or JSON by the edge. */
  readonly params: RequestParams;
  /** The raw `Authorization` header, if any. */
  readonly authorizationHeader?: string | null | undefined;
}

/** Throws an OAuthError for every refusal. */
export async function handleTokenRequest(deps: TokenEndpointDeps, input: TokenEndpointInput): Promise<TokenResponse> {
  const request = parseTokenRequest(input.params, input.authorizationHeader);
  const clientId = request.credentials.clientId;
  const recalled = deps.clients?.recall(clientId);
  const found = recalled ?? (await deps.store.findClient(clientId));
  // Only a client that exists is counted: a made-up client_id must not grow anything.
  const counted = found !== null && found.clientId === clientId ? found.clientId : null;
  try {
    const response = await grantTokensAsClientIsNow(deps, found, recalled !== undefined, request);
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

/**
 * Runs the grant for the client as it is now. A remembered record may be stale, so a client whose
 * write the store refused as changed (nothing was written) is read and judged again, and no refusal
 * is answered to a remembered client before its credentials are judged against a fresh read: a
 * revoked secret gets invalid_client (and is counted as such), never a verdict on its grant.
 */
async function grantTokensAsClientIsNow(
  deps: TokenEndpointDeps,
  first: TokenClientRecord | null,
  recalled: boolean,
  request: TokenRequest,
): Promise<TokenResponse> {
  const { credentials } = request;
  const readNow = () => {
    deps.clients?.forget(credentials.clientId);
    return deps.store.findClient(credentials.clientId);
  };
  const assertions = requestAssertionVerifier(deps);
  const authenticate = (client: TokenClientRecord | null) =>
    authenticateClientRequest(client, credentials, deps.now, assertions);
  let found = first;
  let fresh = !recalled;
  for (let reads = fresh ? 1 : 0; ; reads++) {
    let client: AuthenticatedClient;
    try {
      client = await authenticate(found);
    } catch (refused) {
      if (fresh) throw refused;
      found = await readNow();
      fresh = true;
      continue;
    }
    if (found !== null) deps.clients?.remember(found);
    try {
      return await grantTokens(deps, client, request);
    } catch (error) {
      if (error instanceof ClientChangedError) {
        if (reads >= MAX_CLIENT_READS)
          throw new TemporarilyUnavailableError("the application's registration changed during this request; retry");
        found = await readNow();
        fresh = true;
        continue;
      }
      // Refused after authenticating against a remembered record: the credentials must hold now
      // for this refusal to be the answer (authenticateClient throws the refusal they get now).
      if (!fresh) await authenticate(await readNow());
      throw error;
    }
  }
}

async function grantTokens(
  deps: TokenEndpointDeps,
  client: AuthenticatedClient,
  request: TokenRequest,
): Promise<TokenResponse> {
  if (client.matchedSecretId !== null) await deps.store.recordSecretUse(client.matchedSecretId, deps.now);
  if (client.matchedKeyId != null) await deps.store.recordKeyUse(client.matchedKeyId, deps.now);

  switch (request.grantType) {
    case "authorization_code":
      return authorizationCodeGrant(deps, client, request);
    case "refresh_token":
      return refreshTokenGrant(deps, client, request);
  }
}

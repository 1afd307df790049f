// The token endpoint's core (spec s4.2): parse, authenticate the client, run the grant.
// The route handler serialises the result, or the OAuthError with its status and
// `Cache-Control: no-store`; any other error is a bug and becomes server_error.
import { currentDpopNonce } from "../dpop/dpop-nonce";
import {
  type CheckedDpopProof,
  type DpopProofDeps,
  type DpopProofRequest,
  checkDpopProof,
  spendDpopProof,
} from "../dpop/dpop-proof";
import {
  InvalidDpopProofError,
  TemporarilyUnavailableError,
  UnauthorizedClientError,
  UseDpopNonceError,
} from "../errors";
import { lacksRequiredProfile } from "../security-profile";
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
  /** DPoP (RFC 9449): the single-use store for proofs and, when switched on, the nonces. */
  readonly dpop?: Omit<DpopProofDeps, "now">;
  /** Every public client must send a DPoP proof (REQUIRE_DPOP_FOR_PUBLIC_CLIENTS). */
  readonly requireDpopForPublicClients?: boolean;
  /** A client enabled for a write or ORG_* scope must run the high-security profile (REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES). */
  readonly requireHighSecurityForWriteScopes?: boolean;
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
  /** The `DPoP` header (RFC 9449 s4) with the request's method and public URL; absent without the header. */
  readonly dpop?: Omit<DpopProofRequest, "accessToken">;
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
    // The proof is checked first and its jti spent only once the client has authenticated, right
    // before the grant: a request refused anyway (a made-up client, a wrong secret) writes nothing.
    const proof = input.dpop === undefined ? null : await checkedProof(deps, input.dpop);
    const response = await grantTokensAsClientIsNow(deps, found, recalled !== undefined, request, proof);
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
  proof: CheckedDpopProof | null,
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
  let proofSpent = false;
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
      if (proof === null && dpopRequired(deps, found)) {
        if (fresh)
          throw new InvalidDpopProofError(
            "this application must send a DPoP proof (RFC 9449) with every token request",
          );
        // A remembered record may be stale: judge the requirement on a fresh read.
        found = await readNow();
        fresh = true;
        continue;
      }
      if (found !== null && lacksRequiredProfile(found, deps.requireHighSecurityForWriteScopes === true)) {
        if (fresh)
          throw new UnauthorizedClientError(
            "this application is enabled for write or organization scopes and must run the high-security profile",
          );
        found = await readNow();
        fresh = true;
        continue;
      }
      if (proof !== null && !proofSpent) {
        proofSpent = true;
        await spendProof(deps, proof);
      }
      return await grantTokens(deps, client, request, proof?.jkt ?? null);
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

/** A proof that passed every check but its single use; throws invalid_dpop_proof or use_dpop_nonce. */
async function checkedProof(
  deps: TokenEndpointDeps,
  dpop: Omit<DpopProofRequest, "accessToken">,
): Promise<CheckedDpopProof> {
  if (deps.dpop === undefined) throw new InvalidDpopProofError("this server does not accept DPoP proofs");
  const verdict = await checkDpopProof({ ...deps.dpop, now: deps.now }, dpop);
  if (verdict.ok) return verdict;
  if (verdict.code === "use_dpop_nonce" && deps.dpop.nonces !== undefined)
    throw new UseDpopNonceError(currentDpopNonce(deps.dpop.nonces, deps.now), verdict.description);
  throw new InvalidDpopProofError(verdict.description);
}

/** Spends the proof's jti (RFC 9449 s11.1); a replayed proof is invalid_dpop_proof. */
async function spendProof(deps: TokenEndpointDeps, proof: CheckedDpopProof): Promise<void> {
  if (deps.dpop === undefined) throw new InvalidDpopProofError("this server does not accept DPoP proofs");
  const refused = await spendDpopProof(deps.dpop.replay, proof);
  if (refused) throw new InvalidDpopProofError(refused.description);
}

/** RFC 9449 s5.2 `dpop_bound_access_tokens`, or the server's rule for every public client. */
function dpopRequired(deps: TokenEndpointDeps, client: TokenClientRecord | null): boolean {
  if (client === null) return false;
  return (
    client.dpopBoundAccessTokens === true ||
    client.highSecurity === true ||
    (client.kind === "PUBLIC" && deps.requireDpopForPublicClients === true)
  );
}

async function grantTokens(
  deps: TokenEndpointDeps,
  client: AuthenticatedClient,
  request: TokenRequest,
  proofJkt: string | null,
): Promise<TokenResponse> {
  if (client.matchedSecretId !== null) await deps.store.recordSecretUse(client.matchedSecretId, deps.now);
  if (client.matchedKeyId != null) await deps.store.recordKeyUse(client.matchedKeyId, deps.now);

  switch (request.grantType) {
    case "authorization_code":
      return authorizationCodeGrant(deps, client, request, proofJkt);
    case "refresh_token":
      return refreshTokenGrant(deps, client, request, proofJkt);
  }
}

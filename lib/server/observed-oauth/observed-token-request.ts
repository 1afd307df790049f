// The token endpoint as the route runs it: the core on an observed store, then the counters and
// security events for the outcome (token issued per grant type and client, failed client
// authentication). Nothing from the request body is logged but ids the database knows.
import { InvalidClientError } from "@/lib/oauth/errors";
import { readParams } from "@/lib/oauth/request-params";
import { handleTokenRequest, type TokenEndpointInput } from "@/lib/oauth/token-grants/token-endpoint";
import type { TokenResponse } from "@/lib/oauth/token-grants/token-response";
import { noteTokenActivity } from "@/lib/oauth/token-grants/token-activity";
import { securityEvent, tokenIssued } from "@/lib/observability/security-event";
import { observedClients, observedOAuthStore, type StoreObservation } from "./observed-oauth-store";
import { tokenEndpointDeps } from "../roots/oauth";
import { tokenActivityRecorder } from "../roots/recorders";

const GRANT_TYPES = new Set(["authorization_code", "refresh_token"]);

export async function observedTokenRequest(input: TokenEndpointInput): Promise<TokenResponse> {
  const deps = await tokenEndpointDeps();
  const seen: StoreObservation = {};
  try {
    const result = await handleTokenRequest(
      { ...deps, store: observedOAuthStore(deps.store, seen), ...observedClients(deps.clients, seen) },
      input,
    );
    const grantType = readParams(input.params, ["grant_type"]).values.grant_type ?? "";
    tokenIssued(GRANT_TYPES.has(grantType) ? grantType : "other", seen.clientId ?? "unknown");
    return result;
  } catch (error) {
    if (error instanceof InvalidClientError)
      securityEvent("client_authentication_failed", { clientId: seen.clientId ?? "unknown" });
    throw error;
  }
}

/**
 * A caller refused before the core ran, for being over its failure limit: counted against the
 * client_id it claimed, which the store writes only when such a client exists.
 */
export function noteRateLimitedTokenRequest(claimedClientId: string): void {
  noteTokenActivity(tokenActivityRecorder(), {
    clientId: claimedClientId,
    at: new Date(),
    outcome: "failure",
    reason: "rate_limited",
  });
}

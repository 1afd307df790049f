// The plumbing the token, revocation and introspection endpoints share: read the bounded form or
// JSON body, refuse a caller this process knows is over its failure limit, run the use case,
// count a failure that is the caller's doing, and answer RFC 6749 s5.2 errors with CORS, the API's
// version and the RateLimit fields of the failure budget.
import type { RequestParams } from "@/lib/oauth/request-params";
import { oauthTooManyRequests } from "../rate-limit/limit-responses";
import { getConfig } from "../roots/config";
import { setRateLimitHeaders } from "../rate-limit/rate-limit-fields";
import type { Verdict } from "../rate-limit/rate-limiter";
import { clientAddress } from "../rate-limit/client-address";
import { addressFailureReading, blockedCaller, countFailure, tokenCaller } from "../rate-limit/token-endpoint-limits";
import { API_HEADERS } from "./cors";
import { oauthErrorResponse } from "./oauth-responses";
import { readFormOrJson } from "./read-form-or-json";

export async function clientAuthenticatedEndpoint(
  request: Request,
  run: (params: RequestParams) => Promise<Response>,
  /** Told the client_id a caller claimed when it is refused for being over its limit. */
  onBlocked?: (claimedClientId: string) => void,
): Promise<Response> {
  let params: RequestParams;
  try {
    params = await readFormOrJson(request);
  } catch (error) {
    return metered(withCors(oauthErrorResponse(error)), clientAddress(request.headers, getConfig().trustedProxyHops));
  }
  const caller = tokenCaller(request, params);
  try {
    const blocked = await blockedCaller(caller);
    if (!blocked.allowed) {
      if (caller.clientId !== null) onBlocked?.(caller.clientId);
      return metered(oauthTooManyRequests(blocked.retryAfterSeconds), caller.address, blocked);
    }
    return metered(withCors(await run(params)), caller.address);
  } catch (error) {
    const verdict = await countFailure(caller, error).catch((): Verdict => ({ allowed: true }));
    if (!verdict.allowed) return metered(oauthTooManyRequests(verdict.retryAfterSeconds), caller.address, verdict);
    return metered(withCors(oauthErrorResponse(error)), caller.address);
  }
}

/**
 * The RateLimit fields of the failure budget: the one that refused a 429, else the address's
 * (these endpoints count failures, not traffic; a success spends nothing).
 */
function metered(response: Response, address: string, refusal?: Verdict): Response {
  if (!getConfig().rateLimits) return response;
  const reading = refusal?.reading ?? addressFailureReading(address);
  return setRateLimitHeaders(response, reading.limit, reading);
}

function withCors(response: Response): Response {
  for (const [k, v] of Object.entries(API_HEADERS)) response.headers.set(k, v);
  return response;
}

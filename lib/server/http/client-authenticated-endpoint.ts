// The plumbing the token, revocation and introspection endpoints share: read the bounded form or
// JSON body, refuse a caller this process knows is over its failure limit, run the use case,
// count a failure that is the caller's doing, and answer RFC 6749 s5.2 errors with CORS.
import type { RequestParams } from "@/lib/oauth/request-params";
import { oauthTooManyRequests } from "../rate-limit/limit-responses";
import { blockedCaller, countFailure, tokenCaller } from "../rate-limit/token-endpoint-limits";
import { CORS_HEADERS } from "./cors";
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
    return withCors(oauthErrorResponse(error));
  }
  const caller = tokenCaller(request, params);
  try {
    const blocked = await blockedCaller(caller);
    if (!blocked.allowed) {
      if (caller.clientId !== null) onBlocked?.(caller.clientId);
      return oauthTooManyRequests(blocked.retryAfterSeconds);
    }
    return withCors(await run(params));
  } catch (error) {
    const verdict = await countFailure(caller, error).catch(() => ({ allowed: true }) as const);
    if (!verdict.allowed) return oauthTooManyRequests(verdict.retryAfterSeconds);
    return withCors(oauthErrorResponse(error));
  }
}

function withCors(response: Response): Response {
  for (const [k, v] of Object.entries(CORS_HEADERS)) response.headers.set(k, v);
  return response;
}

// Serialises OAuth results: RFC 6749 s5.1/s5.2 for the token endpoint, RFC 6750 s3 for the API.
import { OAuthError, ResourceError, ServerError, UseDpopNonceError } from "@/lib/oauth/errors";
import { isDatabaseUnavailable } from "./database-unavailable";
import { NO_STORE } from "./no-store";
import { logFault, oauthUnavailableResponse } from "./unavailable-responses";

export { NO_STORE } from "./no-store";

export function tokenJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Any error thrown by the token, revocation or introspection endpoint, as the RFC's JSON error. */
export function oauthErrorResponse(error: unknown): Response {
  if (!(error instanceof OAuthError)) {
    // The database being away is temporarily_unavailable + Retry-After; anything else a bug.
    logFault(error, "OAuth endpoint");
    return isDatabaseUnavailable(error) ? oauthUnavailableResponse() : tokenJson(new ServerError().toJSON(), 500);
  }
  const headers: Record<string, string> =
    error.status === 401 ? { "WWW-Authenticate": 'Basic realm="oauth", charset="UTF-8"' } : {};
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
  if (error instanceof UseDpopNonceError) headers["DPoP-Nonce"] = error.dpopNonce;
  return tokenJson(error.toJSON(), error.status, headers);
}

/** RFC 6750 error with the API's JSON envelope `{status: "error", error: {code, message}}`. */
export function resourceErrorResponse(error: ResourceError): Response {
  return Response.json(
    { status: "error", error: { code: error.code ?? "unauthorized", message: error.description } },
    { status: error.status, headers: { "WWW-Authenticate": error.wwwAuthenticate(), "Cache-Control": "no-store" } },
  );
}

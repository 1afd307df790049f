// Answers for failures the caller did not cause. Two kinds, told apart by isDatabaseUnavailable:
//  - the database cannot be reached right now: 503 with Retry-After, a JSON body, CORS and
//    no-store, so clients retry instead of treating it as a bug or a refusal (RFC 9110 s15.6.4);
//  - anything else is a bug: a JSON 500 with a generic body (never an empty one, never the
//    error's text), and the error logged with the request's id so the answer can be traced.
import { getLogger } from "@/lib/observability/logger";
import { currentRequest } from "@/lib/observability/request-context";
import { API_HEADERS } from "./cors";
import { isDatabaseUnavailable } from "./database-unavailable";
import { NO_STORE } from "./no-store";

/** Long enough for a database restart or failover, short enough to keep clients responsive. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_DESCRIPTION = "the service is temporarily unavailable; try again shortly";
export const SERVER_ERROR_DESCRIPTION = "the server could not handle the request";

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { ...NO_STORE, ...API_HEADERS, ...extra };
}

/** Logs a failure the caller did not cause, with the request id (X-Request-Id) to find it by. */
export function logFault(error: unknown, where: string): void {
  const requestId = currentRequest()?.requestId;
  if (isDatabaseUnavailable(error)) {
    getLogger().warn({ requestId, where }, `${where}: database unavailable`);
    return;
  }
  getLogger().error({ requestId, where, err: error }, `${where}: unexpected error`);
}

/** OAuth endpoints (token, revocation, introspection): RFC 6749 s5.2-shaped error body. */
export function oauthUnavailableResponse(): Response {
  return Response.json(
    { error: "temporarily_unavailable", error_description: UNAVAILABLE_DESCRIPTION },
    { status: 503, headers: headers({ "Retry-After": String(RETRY_AFTER_SECONDS) }) },
  );
}

/** Protected API endpoints: the API's `{status: "error", error: {code, message}}` envelope. */
export function apiUnavailableResponse(): Response {
  return Response.json(
    { status: "error", error: { code: "temporarily_unavailable", message: UNAVAILABLE_DESCRIPTION } },
    { status: 503, headers: headers({ "Retry-After": String(RETRY_AFTER_SECONDS) }) },
  );
}

/** Any error an API route did not expect: 503 when the database is away, else a JSON 500. */
export function apiFaultResponse(error: unknown, where: string): Response {
  logFault(error, where);
  if (isDatabaseUnavailable(error)) return apiUnavailableResponse();
  return Response.json(
    { status: "error", error: { code: "server_error", message: SERVER_ERROR_DESCRIPTION } },
    { status: 500, headers: headers() },
  );
}

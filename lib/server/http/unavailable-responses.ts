// Answers for "the database cannot be reached right now": 503 with Retry-After, a JSON body,
// CORS and no-store, so clients retry instead of treating it as a bug or a refusal. And a JSON
// 500 for anything else unexpected, never an empty one.
import { CORS_HEADERS } from "./cors";
import { isDatabaseUnavailable } from "./database-unavailable";
import { NO_STORE } from "./no-store";

/** Long enough for a database restart or failover, short enough to keep clients responsive. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_DESCRIPTION = "the service is temporarily unavailable; try again shortly";

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { ...NO_STORE, ...CORS_HEADERS, ...extra };
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
  if (isDatabaseUnavailable(error)) {
    console.warn(`${where}: database unavailable`);
    return apiUnavailableResponse();
  }
  console.error(`${where}: unexpected error`, error);
  return Response.json(
    { status: "error", error: { code: "server_error", message: "the server could not handle the request" } },
    { status: 500, headers: headers() },
  );
}

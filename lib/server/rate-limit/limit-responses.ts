// 429 answers (RFC 6585) with Retry-After, shaped like the errors of each endpoint family.
import { NO_STORE } from "../http/no-store";
import { API_HEADERS } from "../http/cors";

export function oauthTooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    {
      error: "temporarily_unavailable",
      error_description: `too many requests; retry after ${retryAfterSeconds} seconds`,
    },
    { status: 429, headers: { ...NO_STORE, ...API_HEADERS, "Retry-After": String(retryAfterSeconds) } },
  );
}

/** Protected and public API endpoints: the API's `{status: "error", error: {code, message}}` envelope. */
export function apiTooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    {
      status: "error",
      error: {
        code: "rate_limited",
        message: `too many requests from this address; retry after ${retryAfterSeconds} seconds`,
      },
    },
    { status: 429, headers: { ...NO_STORE, ...API_HEADERS, "Retry-After": String(retryAfterSeconds) } },
  );
}

/** A budget of the caller's own (not their address's) is spent: the API's envelope, `message` says which. */
export function apiBudgetSpent(retryAfterSeconds: number, message: string): Response {
  return Response.json(
    {
      status: "error",
      error: { code: "rate_limited", message: `${message}; retry after ${retryAfterSeconds} seconds` },
    },
    { status: 429, headers: { ...NO_STORE, ...API_HEADERS, "Retry-After": String(retryAfterSeconds) } },
  );
}

// Browser apps (public clients) call the token endpoint and the API from their own origin. No
// cookies are involved (credentials travel in the body or Authorization header), so `*` is safe.
import { API_VERSION, API_VERSION_HEADER } from "../api/api-version";

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  // A browser app must be able to read how long a 429 or 503 asks it to wait (Retry-After), its
  // quota (RateLimit, RateLimit-Policy), and which version answered and what is being retired.
  "Access-Control-Expose-Headers":
    "WWW-Authenticate, Retry-After, RateLimit, RateLimit-Policy, API-Version, Deprecation, Sunset, Link",
} as const;

/** What every answer under /v2 carries, whoever writes it: CORS and the API's version. */
export const API_HEADERS = { ...CORS_HEADERS, [API_VERSION_HEADER]: API_VERSION } as const;

export function corsPreflight(methods: string) {
  return function OPTIONS(): Response {
    return new Response(null, {
      status: 204,
      headers: {
        ...API_HEADERS,
        "Access-Control-Allow-Methods": `${methods}, OPTIONS`,
        "Access-Control-Allow-Headers": "Authorization, Content-Type",
        "Access-Control-Max-Age": "600",
      },
    });
  };
}

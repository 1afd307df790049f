// Paths under /v2 that name no operation, as a client or a scanner sends them (raw: no encoding or
// dot-segment removal on the way). Each must be answered with the API's 404 envelope, CORS and
// no-store, whatever the method. Shared by the route-handler test and the e2e spec.
export const MALFORMED_API_PATHS = [
  "/v2",
  "/v2/",
  "/v2/nope",
  "/v2//me",
  "/v2/me/",
  "/v2/me/junk",
  "/v2/me;x",
  "/v2/me.json",
  "/v2/me%20",
  "/v2/me%00",
  "/v2/%E0%A4%A",
  "/v2/%",
  "/v2/%ZZ",
  "/v2/%C0%AF",
  "/v2/%F0%9F%98%80",
  "/v2/teams/%E0%A4%A/bookings",
  "/v2/teams/x/bookings/",
  "/v2/teams/x/bookings%2F",
  "/v2/%2e%2e/me",
  "/v2/./me",
  "/v2/../v2/me",
  "/v2/openapi.json/",
  "/v2/bookings/x/cancel/extra",
  "/v2/auth/oauth2/nope",
  "/v2/auth/oauth2/token/",
] as const;

export const REQUEST_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Known paths with a method their operation does not take, or one the API never takes. */
export const WRONG_METHODS = [
  { method: "DELETE", path: "/v2/me", allow: "GET, HEAD, PATCH, OPTIONS" },
  { method: "PUT", path: "/v2/bookings", allow: "GET, HEAD, POST, OPTIONS" },
  { method: "POST", path: "/v2/openapi.json", allow: "GET, HEAD, OPTIONS" },
  { method: "GET", path: "/v2/auth/oauth2/token", allow: "POST, OPTIONS" },
  { method: "TRACE", path: "/v2/me", allow: "GET, HEAD, PATCH, OPTIONS" },
  { method: "PROPFIND", path: "/v2/nope", allow: null },
] as const;

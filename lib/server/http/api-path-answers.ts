// Every answer under /v2 is the API's JSON envelope with CORS and no-store, including requests
// that name no operation. Three places give those answers:
//  - the catch-all route app/v2/[[...path]] answers a path no route file serves (404 not_found);
//  - the server (server-hooks.ts) answers, before Next.js sees them, the requests Next.js would
//    answer with its own HTML or an empty body: a path it cannot route (a bad percent-encoding
//    such as /v2/%E0%A4%A, an empty or dot segment, a trailing slash it would redirect) is a 404,
//    a method the API has no use for (TRACE, PROPFIND...) or one the operation at a known path
//    does not take is a 405 with Allow;
//  - the server's clientError listener (client-error.ts) answers what Node's parser refuses before
//    any handler runs (a URL or header section longer than it reads: 414 or 431).
// A client or a scanner sees one shape and learns nothing about the app behind the API.
import { policyRowsAt } from "@/lib/server/api/policy";
import { livePolicyRows } from "@/lib/server/api/policy-snapshot";
import { API_HEADERS } from "./cors";
import { NO_STORE } from "./no-store";

/** The OAuth endpoints under /v2 (not in the API's policy table): each takes POST only. */
export const OAUTH_ENDPOINTS = [
  { method: "POST", path: "/v2/auth/oauth2/token" },
  { method: "POST", path: "/v2/auth/oauth2/revoke" },
  { method: "POST", path: "/v2/auth/oauth2/introspect" },
] as const;

const OPERATION_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Headers of an answer the server writes itself: the API's, and those next.config.mjs adds to everything. */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json",
  ...NO_STORE,
  ...API_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

export interface ApiPathAnswer {
  readonly status: 404 | 405;
  readonly body: string;
  /** The methods the path takes, for a 405. */
  readonly allow?: string;
}

export const apiErrorEnvelope = (code: string, message: string) =>
  JSON.stringify({ status: "error", error: { code, message } });
export const API_NOT_FOUND: ApiPathAnswer = {
  status: 404,
  body: apiErrorEnvelope("not_found", "no API operation at this path"),
};

const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const methodNotAllowed = (allowed: readonly string[]): ApiPathAnswer => {
  const allow = ALLOW_ORDER.filter((m) => allowed.includes(m) || (m === "HEAD" && allowed.includes("GET")));
  return {
    status: 405,
    body: apiErrorEnvelope("method_not_allowed", "this path does not take this method"),
    ...(allowed.length ? { allow: [...allow, "OPTIONS"].join(", ") } : {}),
  };
};

/** The catch-all route's answer. */
export function apiNotFoundResponse(): Response {
  return new Response(API_NOT_FOUND.body, { status: 404, headers: API_ANSWER_HEADERS });
}

/** True for the API's paths: /v2 and anything below it, as sent (before any decoding). */
export function isApiPath(rawPath: string): boolean {
  return rawPath === "/v2" || rawPath.startsWith("/v2/");
}

/** A path an operation could have: no empty or dot segment, no trailing slash, every escape valid. */
function isRoutable(rawPath: string): boolean {
  if (rawPath === "/v2") return true;
  for (const segment of rawPath.split("/").slice(1)) {
    if (segment === "") return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === "." || decoded === "..") return false;
  }
  return true;
}

let knownOperations: ReadonlyArray<{ method: string; path: string }> | undefined;

function allowedMethods(rawPath: string): string[] {
  knownOperations ??= [...livePolicyRows(), ...OAUTH_ENDPOINTS];
  const rows = policyRowsAt(knownOperations, rawPath);
  return OPERATION_METHODS.filter((method) => rows.some((row) => row.method === method));
}

/**
 * The answer the server gives itself to a request under /v2 that Next.js would answer outside the
 * envelope, or null to let Next.js route it (to an operation or to the catch-all).
 */
export function apiPathAnswer(method: string, rawUrl: string): ApiPathAnswer | null {
  const rawPath = rawUrl.split("?", 1)[0]!;
  if (!isApiPath(rawPath)) return null;
  if (!isRoutable(rawPath)) return API_NOT_FOUND;
  if (!ALLOW_ORDER.includes(method)) return methodNotAllowed(allowedMethods(rawPath));
  if (method === "OPTIONS") return null;
  const allowed = allowedMethods(rawPath);
  if (allowed.length > 0 && !allowed.includes(method === "HEAD" ? "GET" : method)) return methodNotAllowed(allowed);
  return null;
}

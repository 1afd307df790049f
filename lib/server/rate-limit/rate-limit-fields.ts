// The RateLimit-Policy and RateLimit response fields of the IETF HTTPAPI draft
// (draft-ietf-httpapi-ratelimit-headers-11), structured-field lists (RFC 9651):
//   RateLimit-Policy: "api-grant";q=1200;w=60
//   RateLimit: "api-grant";r=1187;t=42
// A policy is one of our limits (limits.ts), named in lower case; its quota unit is the default,
// requests. Whether a request spends a unit is ours to say (the draft leaves it to the server):
// the token endpoint's policy counts only failures. No partition key is sent: the key is an
// address or a grant, which the caller knows and need not be told back.
import { type LimitName, processLimits } from "./limits";
import type { QuotaReading } from "./rate-limiter";

/** sf-integer bound (RFC 9651 s3.3.1: at most 15 digits); our values stay far below it. */
const MAX_INTEGER = 999_999_999;

const bounded = (n: number) => (Number.isFinite(n) ? Math.min(MAX_INTEGER, Math.max(0, Math.floor(n))) : 0);

/** "API_GRANT" -> "api-grant": an sf-string of letters, digits and hyphens only. */
const names = new Map<LimitName, string>();
export function policyName(limit: LimitName): string {
  let name = names.get(limit);
  if (name === undefined) {
    name = limit.toLowerCase().replaceAll("_", "-");
    names.set(limit, name);
  }
  return name;
}

const policyFields = new Map<LimitName, string>();

/** A limit's policy item, made once per process (the limits are read once). */
export function rateLimitPolicyField(limit: LimitName): string {
  let field = policyFields.get(limit);
  if (field === undefined) {
    const { points, seconds } = processLimits()[limit];
    field = `"${policyName(limit)}";q=${bounded(points)};w=${Math.max(1, bounded(seconds))}`;
    policyFields.set(limit, field);
  }
  return field;
}

export function rateLimitField(reading: QuotaReading): string {
  return `"${policyName(reading.limit)}";r=${bounded(reading.remaining)};t=${bounded(reading.resetSeconds)}`;
}

/** Both fields for a counted request; the policy alone where nothing was counted yet. */
export function rateLimitHeaders(limit: LimitName, reading?: QuotaReading): Record<string, string> {
  const policy = { "RateLimit-Policy": rateLimitPolicyField(limit) };
  return reading ? { ...policy, RateLimit: rateLimitField(reading) } : policy;
}

/** Sets them on an answer (the guard's and the token endpoint's answers are mutable); the hot path's form. */
export function setRateLimitHeaders(response: Response, limit: LimitName, reading?: QuotaReading): Response {
  response.headers.set("RateLimit-Policy", rateLimitPolicyField(limit));
  if (reading) response.headers.set("RateLimit", rateLimitField(reading));
  return response;
}

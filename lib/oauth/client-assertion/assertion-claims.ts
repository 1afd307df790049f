// The claims of a client assertion (RFC 7523 s3, OpenID Connect Core s9), checked once its signature
// has: who made it, for whom, and for how long. Pure; the clock comes in. `exp` is required and may
// lie at most MAX_ASSERTION_LIFETIME_SECONDS ahead, which bounds how long a `jti` must be remembered.
export const MAX_ASSERTION_LIFETIME_SECONDS = 300;
/** Clocks differ: an `iat` or `nbf` this far ahead of ours is still accepted. */
export const ASSERTION_CLOCK_SKEW_SECONDS = 30;
export const MAX_JTI_LENGTH = 256;
const MAX_AUDIENCES = 10;

export type AssertionClaimsRefusal =
  | "iss_mismatch"
  | "sub_mismatch"
  | "aud_mismatch"
  | "exp_missing"
  | "expired"
  | "exp_too_far"
  | "iat_invalid"
  | "nbf_invalid"
  | "jti_missing";

export interface AcceptedAssertion {
  readonly jti: string;
  /** When the assertion stops being accepted: its jti is remembered until then. */
  readonly expiresAt: Date;
}

export interface AssertionExpectations {
  readonly clientId: string;
  /** Our issuer and the token endpoint's URL: `aud` must name one of them. */
  readonly audiences: readonly string[];
  readonly now: Date;
}

export function checkAssertionClaims(
  claims: Readonly<Record<string, unknown>>,
  expected: AssertionExpectations,
): { ok: true; accepted: AcceptedAssertion } | { ok: false; code: AssertionClaimsRefusal } {
  const fail = (code: AssertionClaimsRefusal) => ({ ok: false, code }) as const;
  const now = expected.now.getTime() / 1000;
  if (claims.iss !== expected.clientId) return fail("iss_mismatch");
  if (claims.sub !== expected.clientId) return fail("sub_mismatch");
  const aud = typeof claims.aud === "string" ? [claims.aud] : claims.aud;
  if (!Array.isArray(aud) || aud.length > MAX_AUDIENCES || !aud.some((a) => expected.audiences.includes(a)))
    return fail("aud_mismatch");
  const { exp, iat, nbf, jti } = claims;
  if (!isNumericDate(exp)) return fail("exp_missing");
  if (exp <= now) return fail("expired");
  if (exp > now + MAX_ASSERTION_LIFETIME_SECONDS + ASSERTION_CLOCK_SKEW_SECONDS) return fail("exp_too_far");
  if (iat !== undefined && !(isNumericDate(iat) && iat <= now + ASSERTION_CLOCK_SKEW_SECONDS && iat < exp))
    return fail("iat_invalid");
  if (nbf !== undefined && !(isNumericDate(nbf) && nbf <= now + ASSERTION_CLOCK_SKEW_SECONDS))
    return fail("nbf_invalid");
  if (typeof jti !== "string" || jti.length === 0 || jti.length > MAX_JTI_LENGTH) return fail("jti_missing");
  return { ok: true, accepted: { jti, expiresAt: new Date(exp * 1000) } };
}

/** RFC 7519 s2 NumericDate: seconds, finite; fractions allowed. */
function isNumericDate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** The description a refusal carries (RFC 6749 s5.2 error_description: for the developer, no secret in it). */
export const ASSERTION_CLAIMS_DESCRIPTIONS: Record<AssertionClaimsRefusal, string> = {
  iss_mismatch: "the client assertion's iss must be the client_id",
  sub_mismatch: "the client assertion's sub must be the client_id",
  aud_mismatch: "the client assertion's aud must name this server's issuer or its token endpoint",
  exp_missing: "the client assertion must carry exp",
  expired: "the client assertion has expired",
  exp_too_far: `the client assertion's exp must be at most ${MAX_ASSERTION_LIFETIME_SECONDS} seconds ahead`,
  iat_invalid: "the client assertion's iat must be a time not in the future",
  nbf_invalid: "the client assertion is not valid yet (nbf)",
  jti_missing: `the client assertion must carry a jti of 1 to ${MAX_JTI_LENGTH} characters`,
};

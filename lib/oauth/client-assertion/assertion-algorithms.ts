// Which signature algorithms a client assertion may use, and which key types sign with each. Only
// asymmetric ones: `none` proves nothing and HS* would need a secret shared with us (RFC 7523 s3).
export const ASSERTION_ALGS = ["ES256", "ES384", "PS256", "RS256", "EdDSA"] as const;
export type AssertionAlg = (typeof ASSERTION_ALGS)[number];

export function isAssertionAlg(value: unknown): value is AssertionAlg {
  return typeof value === "string" && (ASSERTION_ALGS as readonly string[]).includes(value);
}

/** The algorithms a public JWK can verify, by its type and curve; empty for any other key. */
export function algsForKey(jwk: Readonly<Record<string, unknown>>): AssertionAlg[] {
  if (jwk.kty === "EC" && jwk.crv === "P-256") return ["ES256"];
  if (jwk.kty === "EC" && jwk.crv === "P-384") return ["ES384"];
  if (jwk.kty === "OKP" && jwk.crv === "Ed25519") return ["EdDSA"];
  if (jwk.kty === "RSA") return ["PS256", "RS256"];
  return [];
}

/** Whether a registered key (with its `alg`, if registered with one) verifies signatures made with `alg`. */
export function keyVerifiesAlg(key: { jwk: Readonly<Record<string, unknown>>; alg: string | null }, alg: string) {
  if (key.alg !== null && key.alg !== alg) return false;
  return (algsForKey(key.jwk) as string[]).includes(alg);
}

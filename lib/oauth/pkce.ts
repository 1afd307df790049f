// PKCE (RFC 7636) with the S256 method only (spec s5.3); "plain" would give a stolen code away.
import { createHash } from "node:crypto";
import { constantTimeEqual } from "./constant-time";

export type PkceMethod = "S256";

// RFC 7636 s4.1: code-verifier = 43*128unreserved.
const VERIFIER_FORMAT = /^[A-Za-z0-9\-._~]{43,128}$/;
// RFC 7636 s4.2 allows 43-128 unreserved chars; S256 narrows that to BASE64URL(SHA256(..)),
// exactly 43 chars of the base64url alphabet.
const S256_CHALLENGE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type ChallengeMethodResult = { ok: true; method: PkceMethod } | { ok: false; description: string };

/** An absent method means S256 here: we never fall back to "plain" (RFC 7636 s4.3 default). */
export function resolveChallengeMethod(method: string | undefined): ChallengeMethodResult {
  if (method === undefined || method === "S256") return { ok: true, method: "S256" };
  if (method === "plain") return { ok: false, description: "code_challenge_method plain is not allowed; use S256" };
  return { ok: false, description: "code_challenge_method must be S256" };
}

/** A well-formed S256 challenge: 43 base64url characters that decode to a 32-byte digest. */
export function isValidS256Challenge(challenge: string): boolean {
  if (!S256_CHALLENGE_FORMAT.test(challenge)) return false;
  // The last character carries only 4 bits; a non-canonical one cannot come from a real digest.
  return Buffer.from(challenge, "base64url").toString("base64url") === challenge;
}

export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER_FORMAT.test(verifier);
}

export function computeS256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

/** RFC 7636 s4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge, compared in constant time. */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!isValidCodeVerifier(verifier)) return false;
  return constantTimeEqual(computeS256Challenge(verifier), challenge);
}

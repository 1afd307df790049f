// Secret comparison without timing leaks (cf. node-oidc-provider's constant_equals.js).
import { createHash, timingSafeEqual } from "node:crypto";

function sha256(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * Compares the SHA-256 digests, which always have the same length, so neither the content nor
 * the length of the inputs leaks through timing.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/**
 * Hex SHA-256 of a secret for storage. Client secrets, codes and refresh tokens are >= 256-bit
 * random values, so a fast unsalted hash is right: there is nothing to brute-force.
 */
export function hashSecret(value: string): string {
  return sha256(value).toString("hex");
}

/**
 * Does a presented secret match a stored `hashSecret` value? The presented secret's digest is
 * compared with the stored one in constant time; a stored value that is not a digest (64 hex
 * digits: its length is no secret) matches nothing.
 */
export function secretMatchesHash(presented: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, "hex");
  return storedHash.length === 64 && stored.length === 32 && timingSafeEqual(sha256(presented), stored);
}

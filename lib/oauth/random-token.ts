// Opaque random values (codes, refresh tokens, ids) drawn from the injected randomness port.
import type { RandomBytes } from "./ports";

/** 256 bits: codes and refresh tokens must be unguessable (RFC 6749 s10.10). */
export const SECRET_TOKEN_BYTES = 32;
/** 128 bits: enough for identifiers (grant id, jti) that are unique but not secret. */
export const ID_BYTES = 16;

export function randomToken(randomBytes: RandomBytes, byteLength: number = SECRET_TOKEN_BYTES): string {
  const bytes = randomBytes(byteLength);
  // A short read would silently weaken every token; refuse it.
  if (bytes.length !== byteLength)
    throw new Error(`randomBytes returned ${bytes.length} bytes, expected ${byteLength}`);
  return Buffer.from(bytes).toString("base64url");
}

export function randomId(randomBytes: RandomBytes): string {
  return randomToken(randomBytes, ID_BYTES);
}

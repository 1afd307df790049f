// A refresh token's successor is derived from it, not drawn at random: HMAC-SHA256 under a server
// key, so every instance answers a token presented again with the same successor (idempotent
// refresh), while only its hash is stored, and neither a database dump nor a token alone yields it.
import { createHmac } from "node:crypto";

/** The key must be a server secret of at least 256 bits (derived from AUTH_SECRET in production). */
export function successorOf(key: Uint8Array, refreshToken: string): string {
  if (key.length < 32) throw new Error("the refresh-token key must be at least 32 bytes");
  return createHmac("sha256", key).update(refreshToken, "utf8").digest("base64url");
}

// New client ids and secrets from the injected randomness. Only `hash` and `hint` are stored; the
// secret is shown once.
import { hashSecret } from "@/lib/oauth/constant-time";
import type { RandomBytes } from "@/lib/oauth/ports";
import { SECRET_TOKEN_BYTES, randomToken } from "@/lib/oauth/random-token";

export const CLIENT_SECRET_PREFIX = "cs_";
/** 18 random bytes: a 24-character base64url id (144 bits, never guessed or repeated). */
const CLIENT_ID_BYTES = 18;
const HINT_LENGTH = 4;

export function generateClientId(random: RandomBytes): string {
  return randomToken(random, CLIENT_ID_BYTES);
}

export type NewClientSecret = { secret: string; hash: string; hint: string };

/** `cs_` + 32 random bytes (256 bits) in base64url. */
export function generateClientSecret(random: RandomBytes): NewClientSecret {
  const secret = CLIENT_SECRET_PREFIX + randomToken(random, SECRET_TOKEN_BYTES);
  return { secret, hash: hashSecret(secret), hint: secret.slice(-HINT_LENGTH) };
}

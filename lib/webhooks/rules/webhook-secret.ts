// A subscription's signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random
// bytes (the specification allows 24 to 64). Shown once, when made; stored only encrypted.
export const SECRET_PREFIX = "whsec_";
export const SECRET_BYTES = 32;

export function newWebhookSecret(randomBytes: (n: number) => Uint8Array): string {
  return SECRET_PREFIX + Buffer.from(randomBytes(SECRET_BYTES)).toString("base64");
}

/** The HMAC key of a secret: its base64 part decoded; null when it is not a well-formed secret. */
export function secretKey(secret: string): Buffer | null {
  if (!secret.startsWith(SECRET_PREFIX)) return null;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const key = Buffer.from(encoded, "base64");
  return key.length >= 24 && key.length <= 64 ? key : null;
}

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_HOURS = 24;

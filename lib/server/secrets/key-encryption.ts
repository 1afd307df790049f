// Encrypts secrets at rest with AES-256-GCM under a key derived (HKDF) from the server secret,
// one key per purpose: private signing keys (so a database dump alone cannot mint access tokens)
// and webhook signing secrets (so it cannot forge deliveries either).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export const SIGNING_KEY_PURPOSE = "oauth-service/signing-key-encryption/v1";
export const WEBHOOK_SECRET_PURPOSE = "oauth-service/webhook-secret-encryption/v1";
export const TOTP_SECRET_PURPOSE = "oauth-service/totp-secret-encryption/v1";

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
}

export function encryptWithSecret(secret: string, plaintext: string, purpose = SIGNING_KEY_PURPOSE): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
}

/** Returns null when the value was encrypted under another secret (or tampered with). */
export function decryptWithSecret(secret: string, sealed: string, purpose = SIGNING_KEY_PURPOSE): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

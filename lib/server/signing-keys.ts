// The access-token signing keys: generated on first start, stored with the private half
// encrypted, published (public halves) at /.well-known/jwks.json.
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JWTVerifyGetKey } from "jose";
import { insertSigningKey, listActiveSigningKeys, type StoredSigningKey } from "@/lib/db/signing-keys";
import type { AccessTokenSigningKey } from "@/lib/oauth/access-token";
import { getConfig } from "./config";
import { decryptWithSecret, encryptWithSecret } from "./key-encryption";

export type SigningKeys = {
  active: AccessTokenSigningKey;
  jwks: { keys: JWK[] };
  getKey: JWTVerifyGetKey;
};

async function generateAndStore(secret: string): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  await insertSigningKey({
    id: kid,
    algorithm: "ES256",
    publicJwk: { ...publicJwk, kid, alg: "ES256", use: "sig" },
    privateJwkEncrypted: encryptWithSecret(secret, JSON.stringify(privateJwk)),
  });
}

async function load(): Promise<SigningKeys> {
  const secret = getConfig().authSecret;
  const newestUsable = (keys: StoredSigningKey[]) => {
    for (const key of keys) {
      const plain = decryptWithSecret(secret, key.privateJwkEncrypted);
      if (plain !== null) return { key, privateJwk: JSON.parse(plain) as JWK };
    }
    return null;
  };
  let stored = await listActiveSigningKeys();
  let usable = newestUsable(stored);
  // Keys sealed under another secret cannot sign; make a usable one rather than fail.
  if (!usable) {
    await generateAndStore(secret);
    stored = await listActiveSigningKeys();
    usable = newestUsable(stored);
  }
  if (!usable) throw new Error("No usable access-token signing key could be created.");
  const { key: active, privateJwk } = usable;
  const jwks = { keys: stored.map((k) => k.publicJwk as JWK) };
  return {
    active: { kid: active.id, alg: "ES256", privateKey: (await importJWK(privateJwk, "ES256")) as AccessTokenSigningKey["privateKey"] },
    jwks,
    getKey: createLocalJWKSet(jwks),
  };
}

const slot = globalThis as unknown as { __oauthSigningKeys?: Promise<SigningKeys> };

export function getSigningKeys(): Promise<SigningKeys> {
  slot.__oauthSigningKeys ??= load().catch((err: unknown) => {
    slot.__oauthSigningKeys = undefined;
    throw err;
  });
  return slot.__oauthSigningKeys;
}

/** Tests that install a fresh database forget the keys of the previous one. */
export function forgetSigningKeys(): void {
  slot.__oauthSigningKeys = undefined;
}

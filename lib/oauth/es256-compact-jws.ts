// A compact JWS (RFC 7515 s7.1) signed with ES256 (RFC 7518 s3.4) by node:crypto. Every issued
// token is signed here: a synchronous signature costs about a quarter of the CPU of WebCrypto's
// asynchronous job, which jose uses. Verification stays with jose, and the tests verify what this
// signs with jose.
import { KeyObject, sign, type webcrypto } from "node:crypto";

export type Es256PrivateKey = KeyObject | webcrypto.CryptoKey;

const encode = (part: object) => Buffer.from(JSON.stringify(part), "utf8").toString("base64url");

/** Throws unless the key is a P-256 private key: a JWS must never claim ES256 falsely. */
export function es256KeyObject(key: Es256PrivateKey): KeyObject {
  const keyObject = key instanceof KeyObject ? key : KeyObject.from(key);
  if (keyObject.type !== "private" || keyObject.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
    throw new TypeError("ES256 needs a P-256 private key");
  }
  return keyObject;
}

export function signEs256CompactJws(header: Record<string, unknown>, payload: object, key: Es256PrivateKey): string {
  const signingInput = `${encode({ ...header, alg: "ES256" })}.${encode(payload)}`;
  // IEEE P1363 (r || s, 64 bytes) is the JWS encoding; node's default would be DER.
  const signature = sign("sha256", Buffer.from(signingInput, "ascii"), { key: es256KeyObject(key), dsaEncoding: "ieee-p1363" });
  return `${signingInput}.${signature.toString("base64url")}`;
}

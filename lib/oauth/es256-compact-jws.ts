// A compact JWS (RFC 7515 s7.1) signed with ES256 (RFC 7518 s3.4) by node:crypto. Every issued
// token is signed here: a synchronous signature costs about a quarter of the CPU of WebCrypto's
// asynchronous job, which jose uses. Verification stays with jose, and the tests verify what this
// signs with jose.
import { KeyObject, sign, type webcrypto } from "node:crypto";

export type Es256PrivateKey = KeyObject | webcrypto.CryptoKey;

const encode = (part: object) => Buffer.from(JSON.stringify(part), "utf8").toString("base64url");

/** The protected header's other members: nothing that changes how the JWS is processed (crit, b64). */
export type Es256Header = { readonly kid: string; readonly typ?: string };

/** Throws unless the key is a P-256 private key: a JWS must never claim ES256 falsely. */
export function es256KeyObject(key: Es256PrivateKey): KeyObject {
  // A WebCrypto key must also be meant for signing (not an ECDH key of the same curve).
  if (!(key instanceof KeyObject) && (key.algorithm.name !== "ECDSA" || !key.usages.includes("sign"))) {
    throw new TypeError("ES256 needs a P-256 private key");
  }
  const keyObject = key instanceof KeyObject ? key : KeyObject.from(key);
  if (keyObject.type !== "private" || keyObject.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
    throw new TypeError("ES256 needs a P-256 private key");
  }
  return keyObject;
}

export function signEs256CompactJws(header: Es256Header, payload: object, key: Es256PrivateKey): string {
  const signingInput = `${encode({ alg: "ES256", kid: header.kid, ...(header.typ === undefined ? {} : { typ: header.typ }) })}.${encode(payload)}`;
  // IEEE P1363 (r || s, 64 bytes) is the JWS encoding; node's default would be DER.
  const signature = sign("sha256", Buffer.from(signingInput, "ascii"), {
    key: es256KeyObject(key),
    dsaEncoding: "ieee-p1363",
  });
  return `${signingInput}.${signature.toString("base64url")}`;
}

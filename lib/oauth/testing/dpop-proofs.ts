// Test helpers: a client's DPoP key and the proofs it signs, as a real client would (jose).
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from "jose";
import { accessTokenHash } from "../dpop/dpop-proof";

export interface DpopTestKey {
  readonly alg: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly publicJwk: JWK;
}

export async function dpopTestKey(alg = "ES256"): Promise<DpopTestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { alg, privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
}

export interface ProofClaims {
  readonly htm: string;
  readonly htu: string;
  readonly iat: number;
  readonly jti?: string;
  readonly accessToken?: string;
  readonly nonce?: string;
  readonly extra?: Record<string, unknown>;
}

let counter = 0;

/** A proof; `header` overrides the protected header (to forge a bad one). */
export function signProof(
  key: DpopTestKey,
  claims: ProofClaims,
  header: Record<string, unknown> = {},
): Promise<string> {
  counter += 1;
  return new SignJWT({
    htm: claims.htm,
    htu: claims.htu,
    jti: claims.jti ?? `proof-${counter}`,
    ...(claims.accessToken !== undefined ? { ath: accessTokenHash(claims.accessToken) } : {}),
    ...(claims.nonce !== undefined ? { nonce: claims.nonce } : {}),
    ...claims.extra,
  })
    .setProtectedHeader({ alg: key.alg, typ: "dpop+jwt", jwk: key.publicJwk, ...header })
    .setIssuedAt(claims.iat)
    .sign(key.privateKey);
}

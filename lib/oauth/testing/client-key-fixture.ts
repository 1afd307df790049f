// Keys and client assertions for tests of private_key_jwt: a registered key record and the private
// key that signs for it, and an assertion with sensible claims that a test then spoils one at a time.
import { type CryptoKey, type JWTPayload, SignJWT, exportJWK, generateKeyPair } from "jose";
import type { ClientKeyRecord } from "../records";
import { type AssertionAlg } from "../client-assertion/assertion-algorithms";
import { readPublicJwks } from "../client-assertion/public-jwk";

export const ISSUER = "https://auth.example.com";
export const TOKEN_ENDPOINT = "https://api.example.com/v2/auth/oauth2/token";

export interface TestClientKey {
  readonly record: ClientKeyRecord;
  readonly privateKey: CryptoKey;
  readonly alg: AssertionAlg;
}

let keySequence = 0;

export async function makeClientKey(alg: AssertionAlg = "ES256", kid?: string): Promise<TestClientKey> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), ...(kid === undefined ? {} : { kid }) };
  const read = readPublicJwks(JSON.stringify(jwk));
  if (!read.ok) throw new Error(`test key refused: ${read.code}`);
  const [key] = read.keys;
  if (key === undefined) throw new Error("no key");
  return { record: { id: `key-${++keySequence}`, jwk: key.jwk, kid: key.kid, alg: key.alg }, privateKey, alg };
}

let jtiSequence = 0;

export interface AssertionOptions {
  readonly claims?: JWTPayload;
  /** Claims to leave out of the defaults. */
  readonly omit?: readonly string[];
  readonly header?: Record<string, unknown>;
}

/** An assertion for `clientId` at `now`: aud the issuer, exp a minute ahead, a fresh jti. */
export async function signAssertion(
  key: TestClientKey,
  clientId: string,
  now: Date,
  options: AssertionOptions = {},
): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  const claims: JWTPayload = {
    iss: clientId,
    sub: clientId,
    aud: ISSUER,
    iat: seconds,
    exp: seconds + 60,
    jti: `jti-${++jtiSequence}-${Math.random().toString(36).slice(2)}`,
    ...options.claims,
  };
  for (const name of options.omit ?? []) delete claims[name];
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.record.kid, ...options.header } as { alg: string })
    .sign(key.privateKey);
}

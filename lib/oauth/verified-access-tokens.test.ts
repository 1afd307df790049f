import { type JWK, type JWTVerifyGetKey, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenSigningKey,
  type VerifyAccessTokenOptions,
  signAccessToken,
  verifyAccessToken,
} from "./access-token";
import { createVerifiedAccessTokens } from "./verified-access-tokens";

const ISSUER = "https://api.example.com";
const AUDIENCE = "https://api.example.com/v2";
const now = new Date("2030-01-01T00:00:00Z");
const at = (secondsAfter: number) => new Date(now.getTime() + secondsAfter * 1000);

let signing: AccessTokenSigningKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  signing = { privateKey: pair.privateKey, kid: "key-1", alg: "ES256" };
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "key-1", alg: "ES256" };
});

/** A key set that counts how often a signature is checked against it. */
function countingKeySet(): { getKey: JWTVerifyGetKey; checks: () => number } {
  const jwks = createLocalJWKSet({ keys: [jwk] });
  let checks = 0;
  return {
    getKey: (header, token) => {
      checks++;
      return jwks(header, token);
    },
    checks: () => checks,
  };
}

const mint = (jti: string) =>
  signAccessToken(signing, {
    issuer: ISSUER,
    audience: AUDIENCE,
    userId: "user-1",
    clientId: "client-1",
    grantId: "grant-1",
    scopes: ["PROFILE_READ"],
    legacyUnrestricted: false,
    jti,
    now,
  });

describe("verified access tokens", () => {
  it("verifies a token's signature once, then answers it from memory with the same claims", async () => {
    const keys = countingKeySet();
    const verified = createVerifiedAccessTokens();
    const options = (s: number): VerifyAccessTokenOptions => ({
      getKey: keys.getKey,
      issuer: ISSUER,
      audience: AUDIENCE,
      now: at(s),
      verified,
    });
    const token = await mint("a");
    const first = await verifyAccessToken(token, options(10));
    const again = await verifyAccessToken(token, options(20));
    expect(first.ok && again.ok).toBe(true);
    expect(again).toEqual(first);
    expect(keys.checks()).toBe(1);
  });

  it("refuses a remembered token once it has expired, as the verification would", async () => {
    const keys = countingKeySet();
    const verified = createVerifiedAccessTokens();
    const token = await mint("b");
    const options = { getKey: keys.getKey, issuer: ISSUER, audience: AUDIENCE, verified };
    expect((await verifyAccessToken(token, { ...options, now: at(10) })).ok).toBe(true);
    expect(await verifyAccessToken(token, { ...options, now: at(ACCESS_TOKEN_TTL_SECONDS) })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("remembers only tokens that verified: a forged one is checked, and refused, every time", async () => {
    const keys = countingKeySet();
    const verified = createVerifiedAccessTokens();
    const token = await mint("c");
    const forged = `${token.slice(0, -4)}AAAA`;
    const options = { getKey: keys.getKey, issuer: ISSUER, audience: AUDIENCE, now: at(10), verified };
    expect((await verifyAccessToken(forged, options)).ok).toBe(false);
    expect((await verifyAccessToken(forged, options)).ok).toBe(false);
    expect(keys.checks()).toBe(2);
  });

  it("does not answer for another key set, issuer or audience than the one the token verified against", async () => {
    const keys = countingKeySet();
    const verified = createVerifiedAccessTokens();
    const token = await mint("d");
    const options = { getKey: keys.getKey, issuer: ISSUER, audience: AUDIENCE, now: at(10), verified };
    await verifyAccessToken(token, options);
    expect(await verifyAccessToken(token, { ...options, issuer: "https://other.example.com" })).toEqual({
      ok: false,
      reason: "wrong_issuer",
    });
    expect(await verifyAccessToken(token, { ...options, audience: "https://other.example.com/v2" })).toEqual({
      ok: false,
      reason: "wrong_audience",
    });
    const reloaded = countingKeySet();
    expect((await verifyAccessToken(token, { ...options, getKey: reloaded.getKey })).ok).toBe(true);
    expect(reloaded.checks()).toBe(1);
  });

  it("keeps at most the configured number of tokens, forgetting the oldest first", async () => {
    const keys = countingKeySet();
    const verified = createVerifiedAccessTokens(2);
    const options = { getKey: keys.getKey, issuer: ISSUER, audience: AUDIENCE, now: at(10), verified };
    const [a, b, c] = await Promise.all([mint("e1"), mint("e2"), mint("e3")]);
    for (const token of [a, b, c]) await verifyAccessToken(token, options);
    expect(keys.checks()).toBe(3);
    await verifyAccessToken(c, options);
    await verifyAccessToken(b, options);
    expect(keys.checks()).toBe(3);
    await verifyAccessToken(a, options);
    expect(keys.checks()).toBe(4);
  });
});

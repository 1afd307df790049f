// DPoP at a protected resource (RFC 9449 s7): a bound token only with a fresh proof of its key
// for this method, URL and token; never as a Bearer token.
import { calculateJwkThumbprint, generateKeyPair } from "jose";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AccessTokenSigningKey, signAccessToken } from "./access-token";
import { type BearerAccessDeps, authorizeBearerRequest } from "./bearer-access";
import { currentDpopNonce } from "./dpop/dpop-nonce";
import type { GrantRecord } from "./ports";
import { MemoryOnceStore } from "./replay/memory-once-store";
import { type DpopTestKey, dpopTestKey, signProof } from "./testing/dpop-proofs";

const ISSUER = "https://api.example.com";
const AUDIENCE = "https://api.example.com/v2";
const ME = "https://api.example.com/v2/me";
const now = new Date("2030-01-01T00:00:00Z");
const iat = Math.floor(now.getTime() / 1000);

const grant: GrantRecord = {
  id: "grant-1",
  clientId: "client-1",
  userId: "user-1",
  scopes: ["PROFILE_READ"],
  legacyUnrestricted: false,
  authorizationCodeHash: "h1",
  createdAt: now,
  revokedAt: null,
  revokedReason: null,
};

let signing: AccessTokenSigningKey;
let verifyKey: CryptoKey;
let key: DpopTestKey;
let jkt: string;
let deps: BearerAccessDeps;

beforeAll(async () => {
  const keys = await generateKeyPair("ES256");
  signing = { privateKey: keys.privateKey, kid: "k", alg: "ES256" };
  verifyKey = keys.publicKey;
  key = await dpopTestKey();
  jkt = await calculateJwkThumbprint(key.publicJwk);
});
beforeEach(() => {
  const replay = new MemoryOnceStore({ now: () => now });
  deps = {
    verify: { getKey: verifyKey, issuer: ISSUER, audience: AUDIENCE, now },
    findGrant: async (id) => (id === grant.id ? grant : null),
    findClientAccess: async () => ({ status: "APPROVED", scopes: ["PROFILE_READ"] }),
    dpopProofs: async () => ({ replay, now }),
  };
});

const token = (dpopJkt: string | null) =>
  signAccessToken(signing, {
    issuer: ISSUER,
    audience: AUDIENCE,
    userId: grant.userId,
    clientId: grant.clientId,
    grantId: grant.id,
    scopes: grant.scopes,
    legacyUnrestricted: false,
    jti: "t",
    now,
    dpopJkt,
  });
const proofFor = (accessToken: string, signer = key, over: { htm?: string; htu?: string; nonce?: string } = {}) =>
  signProof(signer, {
    htm: over.htm ?? "GET",
    htu: over.htu ?? ME,
    iat,
    accessToken,
    ...(over.nonce ? { nonce: over.nonce } : {}),
  });
const call = (authorizationHeader: string, proof: string | null) =>
  authorizeBearerRequest(deps, { authorizationHeader, requiredScope: null, dpop: { proof, method: "GET", url: ME } });

describe("authorizeBearerRequest with DPoP", () => {
  it("accepts a bound token with a proof of its key for this request", async () => {
    const at = await token(jkt);
    expect(await call(`DPoP ${at}`, await proofFor(at))).toMatchObject({ ok: true, access: { grantId: "grant-1" } });
  });

  it("refuses a bound token presented as a Bearer token, challenging with DPoP", async () => {
    const at = await token(jkt);
    const result = await call(`Bearer ${at}`, null);
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_token", scheme: "DPoP" } });
    if (!result.ok) expect(result.error.wwwAuthenticate()).toMatch(/^DPoP error="invalid_token".*algs="ES256/);
  });

  it("refuses a bound token without a proof", async () => {
    const at = await token(jkt);
    expect(await call(`DPoP ${at}`, null)).toMatchObject({
      ok: false,
      error: { code: "invalid_dpop_proof", status: 401 },
    });
  });

  it("refuses a replayed proof", async () => {
    const at = await token(jkt);
    const proof = await proofFor(at);
    expect((await call(`DPoP ${at}`, proof)).ok).toBe(true);
    expect(await call(`DPoP ${at}`, proof)).toMatchObject({ ok: false, error: { code: "invalid_dpop_proof" } });
  });

  it("refuses a proof by another key, for another URL or method, or for another token", async () => {
    const at = await token(jkt);
    const other = await dpopTestKey();
    for (const proof of [
      await proofFor(at, other),
      await proofFor(at, key, { htu: "https://api.example.com/v2/teams" }),
      await proofFor(at, key, { htm: "POST" }),
      await proofFor(await token(null), key),
    ])
      expect(await call(`DPoP ${at}`, proof)).toMatchObject({ ok: false, error: { code: "invalid_dpop_proof" } });
  });

  it("refuses an unbound token under the DPoP scheme, and keeps accepting it as Bearer", async () => {
    const at = await token(null);
    expect(await call(`DPoP ${at}`, await proofFor(at))).toMatchObject({ ok: false, error: { code: "invalid_token" } });
    expect((await call(`Bearer ${at}`, null)).ok).toBe(true);
  });

  it("refuses a malformed DPoP Authorization header", async () => {
    expect(await call("DPoP a b", null)).toMatchObject({ ok: false, error: { code: "invalid_token", scheme: "DPoP" } });
  });

  it("with nonces on, asks for the nonce and names it", async () => {
    const nonces = { key: new Uint8Array(32).fill(5) };
    const replay = new MemoryOnceStore({ now: () => now });
    deps = { ...deps, dpopProofs: async () => ({ replay, now, nonces }) };
    const at = await token(jkt);
    const first = await call(`DPoP ${at}`, await proofFor(at));
    expect(first).toMatchObject({
      ok: false,
      error: { code: "use_dpop_nonce", dpopNonce: currentDpopNonce(nonces, now) },
    });
    expect((await call(`DPoP ${at}`, await proofFor(at, key, { nonce: currentDpopNonce(nonces, now) }))).ok).toBe(true);
  });
});

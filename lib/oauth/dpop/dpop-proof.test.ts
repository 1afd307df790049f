import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { MemoryOnceStore } from "../replay/memory-once-store";
import { dpopTestKey, signProof } from "../testing/dpop-proofs";
import { currentDpopNonce } from "./dpop-nonce";
import { DPOP_IAT_WINDOW_SECONDS, MAX_DPOP_PROOF_LENGTH, accessTokenHash, verifyDpopProof } from "./dpop-proof";

const now = new Date("2026-11-28T12:00:00Z");
const iat = Math.floor(now.getTime() / 1000);
const url = "https://as.example/v2/auth/oauth2/token";
const request = { method: "POST", url };
const deps = () => ({ replay: new MemoryOnceStore({ now: () => now }), now });

describe("verifyDpopProof", () => {
  it("accepts a fresh proof and names its key's RFC 7638 thumbprint", async () => {
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat });
    const result = await verifyDpopProof(deps(), { ...request, proof });
    expect(result).toEqual({ ok: true, jkt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it.each(["ES256", "ES384", "PS256", "RS256", "EdDSA"])("accepts %s", async (alg) => {
    const key = await dpopTestKey(alg);
    const proof = await signProof(key, { htm: "POST", htu: url, iat });
    expect((await verifyDpopProof(deps(), { ...request, proof })).ok).toBe(true);
  });

  it("refuses a replayed proof (the same jti for the same key)", async () => {
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat });
    const shared = deps();
    expect((await verifyDpopProof(shared, { ...request, proof })).ok).toBe(true);
    expect(await verifyDpopProof(shared, { ...request, proof })).toMatchObject({
      ok: false,
      code: "invalid_dpop_proof",
      description: expect.stringContaining("already used"),
    });
  });

  it("refuses a typ other than dpop+jwt", async () => {
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat }, { typ: "JWT" });
    expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
      ok: false,
      description: expect.stringContaining("typ"),
    });
  });

  it("refuses a symmetric alg", async () => {
    const secret = new Uint8Array(32).fill(7);
    const proof = await new SignJWT({ htm: "POST", htu: url, jti: "x" })
      .setProtectedHeader({ alg: "HS256", typ: "dpop+jwt", jwk: { kty: "oct", k: "AAAA" } as never })
      .setIssuedAt(iat)
      .sign(secret);
    expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
      ok: false,
      description: expect.stringContaining("alg"),
    });
  });

  it("refuses a jwk carrying its private part", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat }, { jwk: await exportJWK(privateKey) });
    expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
      ok: false,
      description: expect.stringContaining("private"),
    });
  });

  it("refuses a proof signed by another key than its jwk", async () => {
    const key = await dpopTestKey();
    const other = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat }, { jwk: other.publicJwk });
    expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
      ok: false,
      description: expect.stringContaining("signature"),
    });
  });

  it("refuses another method", async () => {
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "GET", htu: url, iat });
    expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
      ok: false,
      description: expect.stringContaining("htm"),
    });
  });

  it("compares htu without query and fragment, but refuses another path or origin", async () => {
    const key = await dpopTestKey();
    const withQuery = await signProof(key, { htm: "POST", htu: `${url}?a=1#f`, iat });
    expect((await verifyDpopProof(deps(), { ...request, proof: withQuery })).ok).toBe(true);
    for (const htu of [
      "https://as.example/v2/auth/oauth2/revoke",
      "https://evil.example/v2/auth/oauth2/token",
      "token",
    ]) {
      const proof = await signProof(key, { htm: "POST", htu, iat });
      expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
        ok: false,
        description: expect.stringContaining("htu"),
      });
    }
  });

  it("accepts iat within the window either side and refuses it beyond", async () => {
    const key = await dpopTestKey();
    for (const offset of [-DPOP_IAT_WINDOW_SECONDS, DPOP_IAT_WINDOW_SECONDS]) {
      const proof = await signProof(key, { htm: "POST", htu: url, iat: iat + offset });
      expect((await verifyDpopProof(deps(), { ...request, proof })).ok).toBe(true);
    }
    for (const offset of [-DPOP_IAT_WINDOW_SECONDS - 1, DPOP_IAT_WINDOW_SECONDS + 1]) {
      const proof = await signProof(key, { htm: "POST", htu: url, iat: iat + offset });
      expect(await verifyDpopProof(deps(), { ...request, proof })).toMatchObject({
        ok: false,
        description: expect.stringContaining("iat"),
      });
    }
  });

  it("keeps a jti until the proof could no longer pass the iat check", async () => {
    const key = await dpopTestKey();
    const kept: Date[] = [];
    const replay = { firstUse: async (_kind: string, _id: string, expiresAt: Date) => (kept.push(expiresAt), true) };
    const proof = await signProof(key, { htm: "POST", htu: url, iat });
    await verifyDpopProof({ replay, now }, { ...request, proof });
    expect(kept[0]?.getTime()).toBeGreaterThan((iat + DPOP_IAT_WINDOW_SECONDS) * 1000);
  });

  it("at a resource, requires ath to be the hash of the presented access token", async () => {
    const key = await dpopTestKey();
    const resource = { method: "GET", url: "https://as.example/v2/me", accessToken: "a.b.c" };
    const good = await signProof(key, { htm: "GET", htu: resource.url, iat, accessToken: "a.b.c" });
    expect((await verifyDpopProof(deps(), { ...resource, proof: good })).ok).toBe(true);
    const other = await signProof(key, { htm: "GET", htu: resource.url, iat, accessToken: "x.y.z" });
    const none = await signProof(key, { htm: "GET", htu: resource.url, iat });
    for (const proof of [other, none])
      expect(await verifyDpopProof(deps(), { ...resource, proof })).toMatchObject({
        ok: false,
        description: expect.stringContaining("ath"),
      });
    expect(accessTokenHash("a.b.c")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses an oversized proof, two proofs, and garbage, without throwing", async () => {
    const key = await dpopTestKey();
    const proof = await signProof(key, { htm: "POST", htu: url, iat });
    for (const bad of ["x".repeat(MAX_DPOP_PROOF_LENGTH + 1), `${proof}, ${proof}`, "", "a.b.c", "....", "é.é.é"]) {
      expect(await verifyDpopProof(deps(), { ...request, proof: bad })).toMatchObject({
        ok: false,
        code: "invalid_dpop_proof",
      });
    }
  });

  it("with nonces on, asks for the current nonce and accepts it", async () => {
    const nonces = { key: new Uint8Array(32).fill(1) };
    const key = await dpopTestKey();
    const without = await signProof(key, { htm: "POST", htu: url, iat });
    expect(await verifyDpopProof({ ...deps(), nonces }, { ...request, proof: without })).toMatchObject({
      ok: false,
      code: "use_dpop_nonce",
    });
    const stale = await signProof(key, {
      htm: "POST",
      htu: url,
      iat,
      nonce: currentDpopNonce(nonces, new Date(now.getTime() - 600_000)),
    });
    expect(await verifyDpopProof({ ...deps(), nonces }, { ...request, proof: stale })).toMatchObject({
      ok: false,
      code: "use_dpop_nonce",
    });
    const fresh = await signProof(key, { htm: "POST", htu: url, iat, nonce: currentDpopNonce(nonces, now) });
    expect((await verifyDpopProof({ ...deps(), nonces }, { ...request, proof: fresh })).ok).toBe(true);
  });
});

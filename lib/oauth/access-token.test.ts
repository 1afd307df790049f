import { SignJWT, createLocalJWKSet, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenInput,
  type AccessTokenSigningKey,
  type VerifyAccessTokenOptions,
  signAccessToken,
  verifyAccessToken,
} from "./access-token";

const ISSUER = "https://api.example.com";
const AUDIENCE = "https://api.example.com/v2";
const now = new Date("2030-01-01T00:00:00Z");
const iat = Math.floor(now.getTime() / 1000);
const at = (secondsAfter: number) => new Date(now.getTime() + secondsAfter * 1000);

const input: AccessTokenInput = {
  issuer: ISSUER,
  audience: AUDIENCE,
  userId: "user-1",
  clientId: "client-1",
  grantId: "grant-1",
  scopes: ["PROFILE_READ", "BOOKING_READ"],
  legacyUnrestricted: false,
  jti: "jti-1",
  now,
};

let signing: AccessTokenSigningKey;
let otherSigning: AccessTokenSigningKey;
let verify: VerifyAccessTokenOptions;

beforeAll(async () => {
  const pair = await generateKeyPair("ES256", { extractable: true });
  const other = await generateKeyPair("ES256", { extractable: true });
  signing = { privateKey: pair.privateKey, kid: "key-1", alg: "ES256" };
  otherSigning = { privateKey: other.privateKey, kid: "key-1", alg: "ES256" };
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "key-1", alg: "ES256" };
  verify = { getKey: createLocalJWKSet({ keys: [jwk] }), issuer: ISSUER, audience: AUDIENCE, now: at(60) };
});

describe("signAccessToken", () => {
  it("uses typ at+jwt, ES256 and the key id in the header (RFC 9068 s2.1)", async () => {
    expect(decodeProtectedHeader(await signAccessToken(signing, input))).toEqual({
      alg: "ES256",
      kid: "key-1",
      typ: "at+jwt",
    });
  });

  it("carries exactly the RFC 9068 claims plus the grant id, expiring after 1800 seconds", async () => {
    expect(decodeJwt(await signAccessToken(signing, input))).toEqual({
      iss: ISSUER,
      sub: "user-1",
      aud: AUDIENCE,
      client_id: "client-1",
      scope: "BOOKING_READ PROFILE_READ",
      jti: "jti-1",
      iat,
      exp: iat + 1800,
      gid: "grant-1",
    });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(1800);
  });

  it("omits scope for a legacy-unrestricted grant", async () => {
    const claims = decodeJwt(await signAccessToken(signing, { ...input, scopes: [], legacyUnrestricted: true }));
    expect(claims).not.toHaveProperty("scope");
  });

  it("refuses a scoped token with no scopes, which would look unrestricted", async () => {
    await expect(signAccessToken(signing, { ...input, scopes: [] })).rejects.toThrow();
  });
});

describe("verifyAccessToken", () => {
  it("returns the claims and scopes of a valid token", async () => {
    const result = await verifyAccessToken(await signAccessToken(signing, input), verify);
    expect(result).toEqual({
      ok: true,
      token: {
        claims: expect.objectContaining({
          sub: "user-1",
          client_id: "client-1",
          gid: "grant-1",
          scope: "BOOKING_READ PROFILE_READ",
        }),
        scopes: ["BOOKING_READ", "PROFILE_READ"],
        legacyUnrestricted: false,
      },
    });
  });

  it("marks a token without scope as legacy-unrestricted", async () => {
    const token = await signAccessToken(signing, { ...input, scopes: [], legacyUnrestricted: true });
    expect(await verifyAccessToken(token, verify)).toMatchObject({
      ok: true,
      token: { scopes: [], legacyUnrestricted: true },
    });
  });

  it("accepts a single public key instead of a key set", async () => {
    const pair = await generateKeyPair("ES256");
    const token = await signAccessToken({ ...signing, privateKey: pair.privateKey }, input);
    expect((await verifyAccessToken(token, { ...verify, getKey: pair.publicKey })).ok).toBe(true);
  });

  it("fails as expired at exp, and is valid just before", async () => {
    const token = await signAccessToken(signing, input);
    expect((await verifyAccessToken(token, { ...verify, now: at(1799) })).ok).toBe(true);
    expect(await verifyAccessToken(token, { ...verify, now: at(1800) })).toEqual({ ok: false, reason: "expired" });
  });

  it("fails a token issued in the future", async () => {
    const token = await signAccessToken(signing, { ...input, now: at(120) });
    expect(await verifyAccessToken(token, { ...verify, now })).toEqual({ ok: false, reason: "not_yet_valid" });
  });

  it("fails a token signed by another key with the same kid", async () => {
    expect(await verifyAccessToken(await signAccessToken(otherSigning, input), verify)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("fails a token whose kid is not in the key set", async () => {
    const token = await signAccessToken({ ...signing, kid: "key-2" }, input);
    expect(await verifyAccessToken(token, verify)).toEqual({ ok: false, reason: "unknown_key" });
  });

  it("fails a tampered payload", async () => {
    const [header, , signature] = (await signAccessToken(signing, input)).split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(await signAccessToken(signing, input)), scope: "ORG_BOOKING_WRITE" }),
    ).toString("base64url");
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, verify)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("fails the wrong issuer and the wrong audience", async () => {
    const token = await signAccessToken(signing, input);
    expect(await verifyAccessToken(token, { ...verify, issuer: "https://evil.example.com" })).toEqual({
      ok: false,
      reason: "wrong_issuer",
    });
    expect(await verifyAccessToken(token, { ...verify, audience: "https://other.example.com" })).toEqual({
      ok: false,
      reason: "wrong_audience",
    });
  });

  it("fails a JWT of another type, such as an ID token", async () => {
    const idToken = await new SignJWT({ sub: "user-1", client_id: "client-1", jti: "j", gid: "g" })
      .setProtectedHeader({ alg: "ES256", kid: "key-1", typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(at(600))
      .sign(signing.privateKey);
    expect(await verifyAccessToken(idToken, verify)).toEqual({ ok: false, reason: "wrong_typ" });
  });

  it("fails garbage and tokens missing required claims", async () => {
    expect(await verifyAccessToken("not-a-jwt", verify)).toEqual({ ok: false, reason: "malformed" });
    const noGid = await new SignJWT({ sub: "user-1", client_id: "client-1", jti: "j" })
      .setProtectedHeader({ alg: "ES256", kid: "key-1", typ: "at+jwt" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(at(600))
      .sign(signing.privateKey);
    expect(await verifyAccessToken(noGid, verify)).toEqual({ ok: false, reason: "malformed" });
  });

  it("fails a token whose scope claim is empty or names unknown scopes, rather than treat it as unrestricted", async () => {
    for (const scope of ["", " ", "ADMIN"]) {
      const token = await new SignJWT({ sub: "user-1", client_id: "client-1", jti: "j", gid: "g", scope })
        .setProtectedHeader({ alg: "ES256", kid: "key-1", typ: "at+jwt" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(at(600))
        .sign(signing.privateKey);
      expect(await verifyAccessToken(token, verify), JSON.stringify(scope)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses an unsigned (alg none) token", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "at+jwt", kid: "key-1" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify(decodeJwt(await signAccessToken(signing, input)))).toString("base64url");
    expect((await verifyAccessToken(`${header}.${payload}.`, verify)).ok).toBe(false);
  });
});

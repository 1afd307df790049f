import { jwtVerify } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { CONFIDENTIAL, type GrantFixture, ISSUER, REDIRECT, makeGrantFixture } from "../testing/grant-fixture";
import { authorizationCodeGrant } from "../token-grants/authorization-code-grant";
import { refreshTokenGrant } from "../token-grants/refresh-token-grant";
import { accessTokenHash } from "./id-token";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const SIGN_IN = { authTime: new Date("2029-12-31T23:59:00Z"), sid: "sid-1" };

const exchange = (code: string) =>
  authorizationCodeGrant(f.deps(), CONFIDENTIAL, {
    grantType: "authorization_code",
    credentials: { clientId: CONFIDENTIAL.clientId, clientSecret: null, method: "none" },
    code,
    redirectUri: REDIRECT,
    codeVerifier: null,
  });
const refresh = (refreshToken: string) =>
  refreshTokenGrant(f.deps(), CONFIDENTIAL, {
    grantType: "refresh_token",
    credentials: { clientId: CONFIDENTIAL.clientId, clientSecret: null, method: "none" },
    refreshToken,
  });
const claimsOf = async (idToken: string | undefined) => {
  if (!idToken) throw new Error("no id_token");
  const { payload, protectedHeader } = await jwtVerify(idToken, f.publicKey, {
    issuer: ISSUER,
    audience: CONFIDENTIAL.clientId,
    currentDate: f.now(),
  });
  return { ...payload, header: protectedHeader } as Record<string, unknown>;
};

describe("ID tokens from the token endpoint", () => {
  it("the code exchange of an openid grant answers an ID token: iss, sub, aud, exp, iat, auth_time, nonce, at_hash, sid", async () => {
    const code = await f.authorize({ scopes: ["openid", "PROFILE_READ"], nonce: "n-123", signIn: SIGN_IN });
    const response = await exchange(code);
    const claims = await claimsOf(response.id_token);
    const iat = Math.floor(f.now().getTime() / 1000);
    expect(claims).toMatchObject({
      iss: ISSUER,
      sub: "user-1",
      aud: "conf",
      iat,
      exp: iat + 3600,
      auth_time: Math.floor(SIGN_IN.authTime.getTime() / 1000),
      nonce: "n-123",
      at_hash: accessTokenHash(response.access_token),
      sid: "sid-1",
      header: { alg: "ES256", kid: "key-1", typ: "JWT" },
    });
    expect(response.scope).toBe("openid PROFILE_READ");
  });

  it("every refresh answers an ID token with the same sub and auth_time, a new at_hash and no nonce", async () => {
    const code = await f.authorize({ scopes: ["openid"], nonce: "n-123", signIn: SIGN_IN });
    const first = await exchange(code);
    f.advance(600);
    const second = await refresh(first.refresh_token);
    const claims = await claimsOf(second.id_token);
    expect(claims).toMatchObject({
      sub: "user-1",
      auth_time: Math.floor(SIGN_IN.authTime.getTime() / 1000),
      sid: "sid-1",
    });
    expect("nonce" in claims).toBe(false);
    expect(claims.at_hash).toBe(accessTokenHash(second.access_token));
  });

  it("a grant without openid gets no ID token, nor does a legacy-unrestricted one", async () => {
    expect((await exchange(await f.authorize())).id_token).toBeUndefined();
    const legacy = await f.authorize({ scopes: [], legacyUnrestricted: true });
    expect((await exchange(legacy)).id_token).toBeUndefined();
  });

  it("at_hash is the base64url of the left half of the access token's SHA-256 (s3.1.3.6), checked with WebCrypto", async () => {
    const token = "jHkWEdUXMU1BwAsC4vtUsZwnNFtt7tpk8rl0zA5S1W4";
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
    expect(accessTokenHash(token)).toBe(Buffer.from(digest.slice(0, 16)).toString("base64url"));
    expect(accessTokenHash(token)).toBe("3NIuYZtC4SctxOyPRv5KHQ");
  });
});

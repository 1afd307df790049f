import { beforeEach, describe, expect, it } from "vitest";
import {
  AUDIENCE,
  CONFIDENTIAL,
  type GrantFixture,
  ISSUER,
  REDIRECT,
  makeGrantFixture,
  rejectionCode,
} from "../testing/grant-fixture";
import { hashSecret } from "../constant-time";
import { SCOPES, type Scope } from "../scope-catalogue";
import { authorizationCodeGrant } from "../token-grants/authorization-code-grant";
import { refreshTokenGrant } from "../token-grants/refresh-token-grant";
import type { TokenResponse } from "../token-grants/token-response";
import { introspectToken } from "./introspect-token";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const none = { clientSecret: null, method: "none" as const };
const login = async (): Promise<TokenResponse> =>
  authorizationCodeGrant(f.deps(), CONFIDENTIAL, {
    grantType: "authorization_code",
    credentials: { clientId: "conf", ...none },
    code: await f.authorize(),
    redirectUri: REDIRECT,
    codeVerifier: null,
  });
const introspect = (token: string, as: Record<string, string> = { client_id: "conf", client_secret: "conf-secret" }) =>
  introspectToken({ store: f.store, now: f.now(), verify: f.verifyOptions() }, { params: { ...as, token } });
const setClient = (status: "APPROVED" | "SUSPENDED", scopes: readonly Scope[] = SCOPES) =>
  f.store.addClient({
    clientId: "conf",
    kind: "CONFIDENTIAL",
    status,
    scopes,
    secrets: [{ id: "conf-secret-1", hash: hashSecret("conf-secret") }],
  });

describe("introspectToken (RFC 7662)", () => {
  it("describes a live access token and a live refresh token of the caller", async () => {
    const tokens = await login();
    expect(await introspect(tokens.access_token)).toMatchObject({
      active: true,
      scope: tokens.scope,
      client_id: "conf",
      sub: "user-1",
      iss: ISSUER,
      aud: AUDIENCE,
      token_type: "bearer",
      token_use: "access_token",
      exp: expect.any(Number),
      iat: expect.any(Number),
    });
    const refresh = await introspect(tokens.refresh_token);
    expect(refresh).toMatchObject({ active: true, client_id: "conf", sub: "user-1", token_use: "refresh_token" });
    // RFC 7662 s2.2 token_type is RFC 6749 s5.1's type, which a refresh token does not have.
    expect(refresh).not.toHaveProperty("token_type");
  });

  it("shows a DPoP-bound access token's cnf and token_type DPoP (RFC 9449 s6.2)", async () => {
    const tokens = await authorizationCodeGrant(
      f.deps(),
      CONFIDENTIAL,
      {
        grantType: "authorization_code",
        credentials: { clientId: "conf", ...none },
        code: await f.authorize(),
        redirectUri: REDIRECT,
        codeVerifier: null,
      },
      "thumbprint-of-the-key",
    );
    expect(await introspect(tokens.access_token)).toMatchObject({
      active: true,
      token_type: "DPoP",
      cnf: { jkt: "thumbprint-of-the-key" },
    });
    expect(await introspect((await login()).access_token)).not.toHaveProperty("cnf");
  });

  it("is inactive for expired, rotated, revoked, unknown and malformed tokens", async () => {
    const tokens = await login();
    const rotated = await refreshTokenGrant(f.deps(), CONFIDENTIAL, {
      grantType: "refresh_token",
      credentials: { clientId: "conf", ...none },
      refreshToken: tokens.refresh_token,
    });
    expect(await introspect(tokens.refresh_token)).toEqual({ active: false });
    expect(await introspect("unknown")).toEqual({ active: false });
    expect(await introspect("a.b.c")).toEqual({ active: false });
    f.advance(1801);
    expect(await introspect(rotated.access_token)).toEqual({ active: false });
    const live = await login();
    const verified = await f.verify(live.access_token);
    if (!verified.ok) throw new Error("token did not verify");
    await f.store.revokeGrant(verified.token.claims.gid, "revoked_by_user", f.now());
    expect(await introspect(live.access_token)).toEqual({ active: false });
    expect(await introspect(live.refresh_token)).toEqual({ active: false });
  });

  it("is inactive once the client is suspended, or lost every scope of the token", async () => {
    const tokens = await login();
    setClient("SUSPENDED");
    expect(await introspect(tokens.access_token, { client_id: "other", client_secret: "other-secret" })).toEqual({
      active: false,
    });
    setClient("APPROVED", ["SCHEDULE_READ"]);
    expect(await introspect(tokens.access_token)).toEqual({ active: false });
    expect(await introspect(tokens.refresh_token)).toEqual({ active: false });
    setClient("APPROVED", ["PROFILE_READ"]);
    expect(await introspect(tokens.access_token)).toMatchObject({ active: true, scope: "PROFILE_READ" });
  });

  it("shows another client's tokens as inactive", async () => {
    const tokens = await login();
    expect(await introspect(tokens.access_token, { client_id: "other", client_secret: "other-secret" })).toEqual({
      active: false,
    });
    expect(await introspect(tokens.refresh_token, { client_id: "other", client_secret: "other-secret" })).toEqual({
      active: false,
    });
  });

  it("shows a resource server the access tokens for its resource, and no refresh token at all", async () => {
    const tokens = await login();
    const gateway = {
      credentialId: "rs_gateway",
      name: "Gateway",
      resource: AUDIENCE,
      secretHash: hashSecret("rss_gateway"),
      secretHint: "eway",
      createdAt: f.now(),
      revokedAt: null,
    };
    const asGateway = (token: string) =>
      introspectToken(
        {
          store: f.store,
          now: f.now(),
          verify: f.verifyOptions(),
          apiIdentifier: AUDIENCE,
          resourceServers: { findResourceServer: async (id) => (id === gateway.credentialId ? gateway : null) },
        },
        { params: { client_id: gateway.credentialId, client_secret: "rss_gateway", token } },
      );
    expect(await asGateway(tokens.access_token)).toMatchObject({ active: true, client_id: "conf", aud: AUDIENCE });
    expect(await asGateway(tokens.refresh_token)).toEqual({ active: false });
    expect(await introspect(tokens.refresh_token)).toMatchObject({ active: true, token_use: "refresh_token" });
  });

  it("is for authenticated confidential clients only", async () => {
    const tokens = await login();
    expect(await rejectionCode(introspect(tokens.access_token, { client_id: "conf", client_secret: "wrong" }))).toBe(
      "invalid_client",
    );
    expect(await rejectionCode(introspect(tokens.access_token, { client_id: "pub" }))).toBe("unauthorized_client");
  });
});

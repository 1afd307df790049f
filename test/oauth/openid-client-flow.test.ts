// Two certified relying-party libraries, unmodified, sign in with the platform: openid-client
// (discovery, code + PKCE + nonce, ID token validation, UserInfo, refresh, logout URL) and
// oauth4webapi (processAuthorizationCodeResponse with OpenID validation, processUserInfoResponse).
import * as oauth from "oauth4webapi";
import * as client from "openid-client";
import { beforeAll, describe, expect, it } from "vitest";
import { endSession } from "@/lib/oauth/oidc/end-session";
import { endSessionDeps } from "@/lib/server/roots/oauth";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, demoUser } from "./oauth-test-kit";
import { ISSUER, browserAuthorizes, inProcessFetch, signInAs } from "./openid-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const fetchOptions = { [client.customFetch]: inProcessFetch(), execute: [client.allowInsecureRequests] };
const POST_LOGOUT = "http://localhost:8080/signed-out";

describe("openid-client signs in with the platform", () => {
  it("discovery, code + PKCE + nonce, ID token, UserInfo, refresh with an ID token, and the logout URL", async () => {
    const uma = await demoUser();
    const signedIn = await signInAs(uma);
    const config = await client.discovery(new URL(ISSUER), CONF.clientId, CONF.secret, undefined, fetchOptions);
    expect(config.serverMetadata().userinfo_endpoint).toBe(`${ISSUER}/v2/auth/oauth2/userinfo`);

    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: CONF.redirectUris[0],
      scope: "openid PROFILE_READ",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      nonce,
      state,
    });
    const callback = await browserAuthorizes(url, signedIn);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: ISSUER, sub: uma.id, aud: CONF.clientId, nonce });
    expect(claims.sub).not.toContain("@");
    expect(claims.auth_time).toBe(Math.floor(signedIn.session.authTime.getTime() / 1000));
    expect(claims.sid).toBe(signedIn.session.sid);
    expect(typeof claims.at_hash).toBe("string");

    const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userInfo).toEqual({
      sub: uma.id,
      name: uma.name,
      email: uma.email,
      // The demo accounts' addresses count as proven.
      email_verified: true,
      preferred_username: uma.username,
      zoneinfo: uma.timeZone,
    });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    const again = refreshed.claims()!;
    expect(again.sub).toBe(claims.sub);
    expect(again.auth_time).toBe(claims.auth_time);
    expect(again.nonce).toBeUndefined();

    const logout = client.buildEndSessionUrl(config, {
      id_token_hint: refreshed.id_token!,
      post_logout_redirect_uri: POST_LOGOUT,
      state: "bye",
    });
    expect(logout.origin + logout.pathname).toBe(`${ISSUER}/auth/oauth2/logout`);
    const session = { userId: uma.id, sid: signedIn.session.sid };
    expect(await endSession(await endSessionDeps(), { params: logout.searchParams, session })).toEqual({
      kind: "end",
      location: `${POST_LOGOUT}?state=bye`,
    });
  });

  it("a public client (PKCE, no secret) gets its ID token too", async () => {
    const signedIn = await signInAs(await demoUser());
    const config = await client.discovery(new URL(ISSUER), PUB.clientId, undefined, client.None(), fetchOptions);
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: PUB.redirectUris[0],
      scope: "openid",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      nonce,
    });
    const tokens = await client.authorizationCodeGrant(config, await browserAuthorizes(url, signedIn), {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.claims()?.aud).toBe(PUB.clientId);
    // openid alone: UserInfo names the account and releases nothing else.
    expect(await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toEqual({
      sub: tokens.claims()!.sub,
    });
  });
});

describe("oauth4webapi signs in with the platform", () => {
  it("processAuthorizationCodeResponse validates the ID token; processUserInfoResponse the UserInfo", async () => {
    const uma = await demoUser();
    const signedIn = await signInAs(uma);
    const options = { [oauth.customFetch]: inProcessFetch(), [oauth.allowInsecureRequests]: true };
    const issuer = new URL(ISSUER);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options));
    const rp: oauth.Client = { client_id: CONF.clientId };
    const verifier = oauth.generateRandomCodeVerifier();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: CONF.clientId,
      redirect_uri: CONF.redirectUris[0],
      response_type: "code",
      scope: "openid PROFILE_READ",
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      nonce,
      max_age: "3600",
    }).toString();
    const params = oauth.validateAuthResponse(as, rp, await browserAuthorizes(url, signedIn), oauth.expectNoState);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      rp,
      oauth.ClientSecretPost(CONF.secret),
      params,
      CONF.redirectUris[0],
      verifier,
      options,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, rp, response, {
      expectedNonce: nonce,
      maxAge: 3600,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(result)!;
    expect(claims.sub).toBe(uma.id);
    const info = await oauth.processUserInfoResponse(
      as,
      rp,
      claims.sub,
      await oauth.userInfoRequest(as, rp, result.access_token, options),
    );
    expect(info).toMatchObject({ sub: uma.id, email: uma.email, preferred_username: uma.username });
  });
});

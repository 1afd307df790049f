// Two maintained client libraries, unmodified, run the code flow with an RFC 8707 `resource`
// against the real route handlers (their requests are dispatched in-process): openid-client and
// oauth4webapi discover us, exchange the code, call the API and refresh, and the tokens' `aud` is
// the API's resource identifier.
import { decodeJwt } from "jose";
import * as oauth from "oauth4webapi";
import * as client from "openid-client";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { GET as meGET } from "@/app/v2/me/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiResource, issuer } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, pkcePair } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** What a network would do: each request reaches the route handler for its path. */
const inProcess = async (url: string, init: client.CustomFetchOptions): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/v2/auth/oauth2/token") return tokenPOST(request);
  if (pathname === "/v2/me") return meGET(request);
  return new Response(null, { status: 404 });
};

async function authorizedCallback(scope: string, state: string, challenge: string): Promise<URL> {
  const { location } = await authorizeAndAllow(
    confQuery({
      scope,
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
      resource: apiResource().identifier,
    }),
    await demoUser(),
  );
  return location;
}

describe("client libraries with resource (RFC 8707)", () => {
  it("openid-client: discovery, code with PKCE and resource, the API, a refresh naming the resource", async () => {
    const config = await client.discovery(new URL(issuer()), CONF.clientId, CONF.secret, undefined, {
      algorithm: "oauth2",
      execute: [client.allowInsecureRequests],
      [client.customFetch]: inProcess,
    });
    const { verifier, challenge } = pkcePair();
    const callback = await authorizedCallback("PROFILE_READ BOOKING_READ", "oc-state", challenge);
    const tokens = await client.authorizationCodeGrant(
      config,
      callback,
      { pkceCodeVerifier: verifier, expectedState: "oc-state" },
      { resource: apiResource().identifier },
    );
    expect(decodeJwt(tokens.access_token).aud).toBe(apiResource().identifier);
    const me = await client.fetchProtectedResource(config, tokens.access_token, new URL("/v2/me", issuer()), "GET");
    expect(me.status).toBe(200);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!, {
      resource: apiResource().identifier,
    });
    expect(decodeJwt(refreshed.access_token).aud).toBe(apiResource().identifier);
  });

  it("oauth4webapi: the same flow, and a foreign resource refused as invalid_target", async () => {
    const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;
    const as = await oauth.processDiscoveryResponse(
      new URL(issuer()),
      await oauth.discoveryRequest(new URL(issuer()), { algorithm: "oauth2", ...options }),
    );
    const app: oauth.Client = { client_id: CONF.clientId };
    const auth = oauth.ClientSecretPost(CONF.secret);
    const { verifier, challenge } = pkcePair();
    const callback = await authorizedCallback("PROFILE_READ SCHEDULE_READ", "o4-state", challenge);
    const params = oauth.validateAuthResponse(as, app, callback, "o4-state");
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      app,
      await oauth.authorizationCodeGrantRequest(as, app, auth, params, CONF.redirectUris[0]!, verifier, {
        ...options,
        additionalParameters: { resource: apiResource().identifier },
      }),
    );
    expect(decodeJwt(tokens.access_token).aud).toBe(apiResource().identifier);
    const me = await oauth.protectedResourceRequest(
      tokens.access_token,
      "GET",
      new URL("/v2/me", issuer()),
      undefined,
      undefined,
      options,
    );
    expect(me.status).toBe(200);
    const refused = oauth.processRefreshTokenResponse(
      as,
      app,
      await oauth.refreshTokenGrantRequest(as, app, auth, tokens.refresh_token!, {
        ...options,
        additionalParameters: { resource: "https://elsewhere.example.com/api" },
      }),
    );
    await expect(refused).rejects.toMatchObject({ error: "invalid_target" });
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      app,
      await oauth.refreshTokenGrantRequest(as, app, auth, tokens.refresh_token!, {
        ...options,
        additionalParameters: { resource: apiResource().identifier },
      }),
    );
    expect(decodeJwt(refreshed.access_token).aud).toBe(apiResource().identifier);
  });
});

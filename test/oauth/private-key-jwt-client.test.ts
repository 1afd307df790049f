// private_key_jwt with a maintained client library, unmodified: oauth4webapi's PrivateKeyJwt signs
// the assertions for a code exchange, a refresh, introspection and revocation against the real
// route handlers (dispatched in-process) and the real single-use store. A replayed request is
// refused, and once the client drops its secrets only its keys authenticate it.
import { exportJWK, generateKeyPair } from "jose";
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as parPOST } from "@/app/v2/auth/oauth2/par/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { readPublicJwks } from "@/lib/oauth/client-assertion/public-jwk";
import { issuer } from "@/lib/server/roots/oauth";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, pkcePair } from "./oauth-test-kit";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";

const ctx = withTestDatabase();
let clientKey: oauth.PrivateKey;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const read = readPublicJwks(JSON.stringify({ ...(await exportJWK(publicKey)), kid: "app-2027" }));
  if (!read.ok) throw new Error(read.code);
  const [key] = read.keys;
  const client = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
  await ctx.db.prisma.clientKey.create({
    data: { clientId: client.id, kid: key!.kid, alg: key!.alg, jwk: key!.jwk, thumbprint: key!.thumbprint },
  });
  clientKey = { key: privateKey, kid: "app-2027" };
});

/** The requests a network would carry, each to the route handler for its path; the last token request kept. */
let lastTokenRequest: { url: string; body: string } | null = null;
const inProcess = async (url: string, init: oauth.CustomFetchOptions<string, unknown>): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/v2/auth/oauth2/token") {
    lastTokenRequest = { url, body: await request.clone().text() };
    return tokenPOST(request);
  }
  if (pathname === "/v2/auth/oauth2/revoke") return revokePOST(request);
  if (pathname === "/v2/auth/oauth2/par") {
    lastTokenRequest = { url, body: await request.clone().text() };
    return parPOST(request);
  }
  if (pathname === "/v2/auth/oauth2/introspect") return introspectPOST(request);
  return new Response(null, { status: 404 });
};
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;
const app: oauth.Client = { client_id: CONF.clientId };

async function discover(): Promise<oauth.AuthorizationServer> {
  return oauth.processDiscoveryResponse(
    new URL(issuer()),
    await oauth.discoveryRequest(new URL(issuer()), { algorithm: "oauth2", ...options }),
  );
}

async function codeExchange(as: oauth.AuthorizationServer, auth: oauth.ClientAuth, scope: string) {
  const { verifier, challenge } = pkcePair();
  const { location } = await authorizeAndAllow(
    confQuery({ scope, state: "pk-state", code_challenge: challenge, code_challenge_method: "S256" }),
    await demoUser(),
  );
  const params = oauth.validateAuthResponse(as, app, location, "pk-state");
  return oauth.authorizationCodeGrantRequest(as, app, auth, params, CONF.redirectUris[0]!, verifier, options);
}

describe("private_key_jwt with oauth4webapi", () => {
  it("is advertised, and carries a code exchange, a refresh, introspection and revocation", async () => {
    const as = await discover();
    expect(as.token_endpoint_auth_methods_supported).toContain("private_key_jwt");
    expect(as.token_endpoint_auth_signing_alg_values_supported).toContain("ES256");
    const auth = oauth.PrivateKeyJwt(clientKey);

    const tokens = await oauth.processAuthorizationCodeResponse(as, app, await codeExchange(as, auth, "PROFILE_READ"));
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      app,
      await oauth.refreshTokenGrantRequest(as, app, auth, tokens.refresh_token!, options),
    );
    expect(refreshed.scope).toBe("PROFILE_READ");

    const active = await oauth.processIntrospectionResponse(
      as,
      app,
      await oauth.introspectionRequest(as, app, auth, refreshed.access_token, options),
    );
    expect(active).toMatchObject({ active: true, client_id: CONF.clientId });

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, app, auth, refreshed.refresh_token!, options),
    );
    const inactive = await oauth.processIntrospectionResponse(
      as,
      app,
      await oauth.introspectionRequest(as, app, auth, refreshed.access_token, options),
    );
    expect(inactive.active).toBe(false);

    // The key's "last used" is written after the answer.
    await afterAnswerSettled();
    const key = await ctx.db.prisma.clientKey.findFirstOrThrow({ where: { kid: "app-2027" } });
    expect(key.lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed token request: the assertion's jti is single-use", async () => {
    const as = await discover();
    await oauth.processAuthorizationCodeResponse(
      as,
      app,
      await codeExchange(as, oauth.PrivateKeyJwt(clientKey), "PROFILE_READ"),
    );
    const captured = lastTokenRequest!;
    const replay = await tokenPOST(
      new Request(captured.url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: captured.body,
      }),
    );
    expect(replay.status).toBe(401);
    expect(replay.headers.get("cache-control")).toContain("no-store");
    expect(await replay.json()).toMatchObject({
      error: "invalid_client",
      error_description: expect.stringMatching(/already used/),
    });
  });

  it("accepts the secret beside the key until the owner removes the secrets, then only the key", async () => {
    const as = await discover();
    const secret = oauth.ClientSecretPost(CONF.secret);
    await oauth.processAuthorizationCodeResponse(as, app, await codeExchange(as, secret, "PROFILE_READ"));
    await ctx.db.prisma.clientSecret.deleteMany({ where: { client: { clientId: CONF.clientId } } });
    const refused = await oauth
      .processAuthorizationCodeResponse(as, app, await codeExchange(as, secret, "PROFILE_READ"))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const answer = (refused as oauth.WWWAuthenticateChallengeError).response;
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({
      error: "invalid_client",
      error_description: expect.stringMatching(/private_key_jwt/),
    });
    const keyed = await oauth.processAuthorizationCodeResponse(
      as,
      app,
      await codeExchange(as, oauth.PrivateKeyJwt(clientKey), "PROFILE_READ"),
    );
    expect(keyed.token_type).toBe("bearer");
  });

  it("authenticates a pushed authorization request (RFC 9126) the same way, its jti single-use too", async () => {
    const as = await discover();
    const { challenge } = pkcePair();
    const pushed = await oauth.processPushedAuthorizationResponse(
      as,
      app,
      await oauth.pushedAuthorizationRequest(
        as,
        app,
        oauth.PrivateKeyJwt(clientKey),
        new URLSearchParams({
          response_type: "code",
          redirect_uri: CONF.redirectUris[0]!,
          scope: "PROFILE_READ",
          state: "pk-par",
          code_challenge: challenge,
          code_challenge_method: "S256",
        }),
        options,
      ),
    );
    expect(pushed.request_uri).toMatch(/^urn:ietf:params:oauth:request_uri:/);
    const captured = lastTokenRequest!;
    const replay = await parPOST(
      new Request(captured.url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: captured.body,
      }),
    );
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: "invalid_client" });
  });
});

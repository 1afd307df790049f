// The whole of issue 37 with one maintained client library, unmodified: oauth4webapi as a
// confidential client holding a registered key and no secret pushes its request (PAR, signed with
// private_key_jwt) with PKCE S256 and dpop_jkt, the user consents, the code is exchanged with a
// DPoP proof and an assertion, /v2/me answers the DPoP token, a refresh keeps the binding, and
// revocation ends it. Then the red team in one place: every replay and every stolen token refused.
import { calculateJwkThumbprint, decodeJwt, exportJWK, generateKeyPair } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as parPOST } from "@/app/v2/auth/oauth2/par/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { GET as meGET } from "@/app/v2/me/route";
import { prepareAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { readPublicJwks } from "@/lib/oauth/client-assertion/public-jwk";
import { dpopTestKey, signProof } from "@/lib/oauth/testing/dpop-proofs";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { authorizeEndpointDeps, issuer } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, demoUser } from "./oauth-test-kit";

const ctx = withTestDatabase();
let clientKey: oauth.PrivateKey;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const read = readPublicJwks(JSON.stringify({ ...(await exportJWK(publicKey)), kid: "all-in" }));
  if (!read.ok) throw new Error(read.code);
  const [key] = read.keys;
  const client = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
  await ctx.db.prisma.clientKey.create({
    data: { clientId: client.id, kid: key!.kid, alg: key!.alg, jwk: key!.jwk, thumbprint: key!.thumbprint },
  });
  // No secret: only the key authenticates this client.
  await ctx.db.prisma.clientSecret.deleteMany({ where: { clientId: client.id } });
  clientKey = { key: privateKey, kid: "all-in" };
});

/** The last body each endpoint received, so a test can replay it byte for byte. */
const captured: Record<string, { url: string; body: string; headers: Headers }> = {};
const inProcess = async (url: string, init: oauth.CustomFetchOptions<string, unknown>): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (request.method === "POST")
    captured[pathname] = { url, body: await request.clone().text(), headers: new Headers(request.headers) };
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/v2/auth/oauth2/par") return parPOST(request);
  if (pathname === "/v2/auth/oauth2/token") return tokenPOST(request);
  if (pathname === "/v2/auth/oauth2/revoke") return revokePOST(request);
  if (pathname === "/v2/me") return meGET(request);
  return new Response(null, { status: 404 });
};
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;
const app: oauth.Client = { client_id: CONF.clientId };
const meUrl = () => new URL("/v2/me", issuer());
const tokenUrl = () => new URL("/v2/auth/oauth2/token", issuer()).href;
const now = () => Math.floor(Date.now() / 1000);

async function discover(): Promise<oauth.AuthorizationServer> {
  return oauth.processDiscoveryResponse(
    new URL(issuer()),
    await oauth.discoveryRequest(new URL(issuer()), { algorithm: "oauth2", ...options }),
  );
}

/** PAR (private_key_jwt) + PKCE S256 + dpop_jkt, consent on client_id + request_uri alone. */
async function pushAndConsent(as: oauth.AuthorizationServer, DPoP: oauth.DPoPHandle) {
  const auth = oauth.PrivateKeyJwt(clientKey);
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const pushed = await oauth.processPushedAuthorizationResponse(
    as,
    app,
    await oauth.pushedAuthorizationRequest(
      as,
      app,
      auth,
      {
        response_type: "code",
        redirect_uri: CONF.redirectUris[0]!,
        scope: "PROFILE_READ",
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        dpop_jkt: await DPoP.calculateThumbprint(),
      },
      options,
    ),
  );
  const { location } = await authorizeAndAllow(
    { client_id: CONF.clientId, request_uri: pushed.request_uri },
    await demoUser(),
  );
  expect(location.searchParams.get("iss")).toBe(as.issuer);
  return {
    auth,
    verifier,
    params: oauth.validateAuthResponse(as, app, location, state),
    requestUri: pushed.request_uri,
  };
}

async function allIn(keyPair: CryptoKeyPair) {
  const as = await discover();
  const DPoP = oauth.DPoP(app, keyPair);
  const { auth, verifier, params, requestUri } = await pushAndConsent(as, DPoP);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    app,
    await oauth.authorizationCodeGrantRequest(as, app, auth, params, CONF.redirectUris[0]!, verifier, {
      ...options,
      DPoP,
    }),
  );
  return { as, DPoP, auth, tokens, requestUri };
}

describe("oauth4webapi, unmodified, with every protection at once", () => {
  it("PAR + private_key_jwt + PKCE + DPoP -> consent -> code -> /v2/me -> refresh -> revocation", async () => {
    const as = await discover();
    expect(as.pushed_authorization_request_endpoint).toBeTruthy();
    expect(as.authorization_response_iss_parameter_supported).toBe(true);
    expect(as.token_endpoint_auth_methods_supported).toContain("private_key_jwt");
    expect(as.code_challenge_methods_supported).toContain("S256");
    expect(as.dpop_signing_alg_values_supported).toContain("ES256");

    const { DPoP, auth, tokens } = await allIn(await generateKeyPair("ES256"));
    expect(tokens.token_type).toBe("dpop");
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: await DPoP.calculateThumbprint() });

    const me = await oauth.protectedResourceRequest(tokens.access_token, "GET", meUrl(), undefined, undefined, {
      ...options,
      DPoP,
    });
    expect(me.status).toBe(200);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      app,
      await oauth.refreshTokenGrantRequest(as, app, auth, tokens.refresh_token!, { ...options, DPoP }),
    );
    expect(refreshed.token_type).toBe("dpop");
    expect(decodeJwt(refreshed.access_token).cnf).toEqual({ jkt: await DPoP.calculateThumbprint() });

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, app, auth, refreshed.refresh_token!, options),
    );
    const after = oauth.protectedResourceRequest(refreshed.access_token, "GET", meUrl(), undefined, undefined, {
      ...options,
      DPoP,
    });
    await expect(after).rejects.toMatchObject({ status: 401 });
  });
});

describe("the red team against the same client", () => {
  const replay = (pathname: string, handler: (request: Request) => Promise<Response>) => {
    const last = captured[pathname]!;
    return handler(new Request(last.url, { method: "POST", headers: last.headers, body: last.body }));
  };

  it("a replayed DPoP proof at the API is refused", async () => {
    const key = await dpopTestKey();
    const { tokens } = await allIn({ privateKey: key.privateKey, publicKey: key.publicKey });
    const proof = await signProof(key, { htm: "GET", htu: meUrl().href, iat: now(), accessToken: tokens.access_token });
    const headers = { authorization: `DPoP ${tokens.access_token}`, dpop: proof };
    expect((await meGET(new Request(meUrl(), { headers }))).status).toBe(200);
    const again = await meGET(new Request(meUrl(), { headers }));
    expect(again.status).toBe(401);
    expect(again.headers.get("www-authenticate")).toMatch(/^DPoP .*error="invalid_dpop_proof"/);
  });

  it("a replayed token request (same assertion jti, same DPoP proof) is refused", async () => {
    await allIn(await generateKeyPair("ES256"));
    const again = await replay("/v2/auth/oauth2/token", tokenPOST);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.headers.get("cache-control")).toContain("no-store");
    expect(["invalid_client", "invalid_dpop_proof", "invalid_grant"]).toContain(
      ((await again.json()) as { error: string }).error,
    );
  });

  it("a replayed pushed request (same assertion jti) is refused with invalid_client", async () => {
    await allIn(await generateKeyPair("ES256"));
    const again = await replay("/v2/auth/oauth2/par", parPOST);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: "invalid_client" });
  });

  it("a request_uri used once is refused the second time", async () => {
    const { requestUri } = await allIn(await generateKeyPair("ES256"));
    const query = new URLSearchParams({ client_id: CONF.clientId, request_uri: requestUri });
    const uma = await demoUser();
    expect(await prepareAuthorization(await authorizeEndpointDeps(), query, uma.id)).toMatchObject({
      kind: "error-page",
      reason: "invalid_request_uri",
    });
  });

  it("a stolen refresh token is refused: without the client's key, and (public clients) without the DPoP key", async () => {
    const key = await dpopTestKey();
    const thief = await dpopTestKey();
    const { tokens } = await allIn({ privateKey: key.privateKey, publicKey: key.publicKey });
    const refreshWith = async (proof: string, assertion?: string) =>
      tokenPOST(
        new Request(tokenUrl(), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", dpop: proof },
          body: new URLSearchParams({
            grant_type: "refresh_token",
            refresh_token: tokens.refresh_token!,
            client_id: CONF.clientId,
            ...(assertion
              ? {
                  client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
                  client_assertion: assertion,
                }
              : {}),
          }),
        }),
      );
    // The thief holds the token and a key of its own, but not the client's signing key.
    const stolen = await refreshWith(await signProof(thief, { htm: "POST", htu: tokenUrl(), iat: now() }));
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toMatchObject({ error: "invalid_client" });
    const holder = await refreshWith(
      await signProof(key, { htm: "POST", htu: tokenUrl(), iat: now() }),
      await signAssertion(),
    );
    expect(holder.status).toBe(200);
    const body = (await holder.json()) as { access_token: string };
    expect(decodeJwt(body.access_token).cnf).toEqual({ jkt: await calculateJwkThumbprint(key.publicJwk) });
  });
});

/** A fresh private_key_jwt assertion, signed as oauth4webapi signs it (through its own request). */
async function signAssertion(): Promise<string> {
  const as = await discover();
  let assertion = "";
  await oauth.revocationRequest(as, app, oauth.PrivateKeyJwt(clientKey), "nothing", {
    ...options,
    [oauth.customFetch]: async (_url: string, init: oauth.CustomFetchOptions<string, unknown>) => {
      assertion = new URLSearchParams(String(init.body)).get("client_assertion") ?? "";
      return new Response(null, { status: 200 });
    },
  });
  return assertion;
}

describe("the same client under the high-security profile", () => {
  const setProfile = (highSecurity: boolean) =>
    ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { highSecurity } });
  const tokenWith = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    tokenPOST(
      new Request(tokenUrl(), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(body),
      }),
    );
  const assertionParams = async () => ({
    client_id: CONF.clientId,
    client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    client_assertion: await signAssertion(),
  });

  beforeAll(() => setProfile(true));
  afterAll(() => setProfile(false));

  it("runs the whole flow as before, and its code lives a minute at most", async () => {
    const before = new Date();
    const { tokens } = await allIn(await generateKeyPair("ES256"));
    expect(tokens.token_type).toBe("dpop");
    const after = new Date();
    const code = await ctx.db.prisma.authorizationCode.findFirstOrThrow({
      where: { client: { clientId: CONF.clientId } },
      orderBy: { createdAt: "desc" },
    });
    // Issued between before and after, it expires a minute after its issue (not the standard ten).
    expect(code.expiresAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + 60_000);
    expect(code.expiresAt.getTime()).toBeLessThanOrEqual(after.getTime() + 60_000);
  });

  it("refuses an unpushed authorization request, even with PKCE, at the client's redirect URI", async () => {
    const uma = await demoUser();
    const query = new URLSearchParams({
      client_id: CONF.clientId,
      redirect_uri: CONF.redirectUris[0]!,
      response_type: "code",
      scope: "PROFILE_READ",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    const refused = await prepareAuthorization(await authorizeEndpointDeps(), query, uma.id);
    if (refused.kind !== "redirect") throw new Error(`expected a redirect, got ${refused.kind}`);
    const location = new URL(refused.location);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PAR/);
  });

  it("refuses a pushed request without PKCE", async () => {
    const pushed = await parPOST(
      new Request(new URL("/v2/auth/oauth2/par", issuer()), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...(await assertionParams()),
          response_type: "code",
          redirect_uri: CONF.redirectUris[0]!,
          scope: "PROFILE_READ",
        }),
      }),
    );
    expect(pushed.status).toBe(400);
    expect(await pushed.json()).toMatchObject({ error: "invalid_request", error_description: /S256/ });
  });

  it("refuses a token request without a DPoP proof, and a client secret wherever it is sent", async () => {
    const noProof = await tokenWith({ ...(await assertionParams()), grant_type: "refresh_token", refresh_token: "x" });
    expect(noProof.status).toBe(400);
    expect(await noProof.json()).toMatchObject({ error: "invalid_dpop_proof" });
    const basic = `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`;
    const withSecret = await tokenWith({ grant_type: "refresh_token", refresh_token: "x" }, { authorization: basic });
    expect(withSecret.status).toBe(401);
    expect(withSecret.headers.get("cache-control")).toContain("no-store");
    expect(await withSecret.json()).toMatchObject({ error: "invalid_client", error_description: /private_key_jwt/ });
    const parWithSecret = await parPOST(
      new Request(new URL("/v2/auth/oauth2/par", issuer()), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic },
        body: new URLSearchParams({
          response_type: "code",
          redirect_uri: CONF.redirectUris[0]!,
          scope: "PROFILE_READ",
        }),
      }),
    );
    expect(parWithSecret.status).toBe(401);
    expect(await parWithSecret.json()).toMatchObject({ error: "invalid_client" });
  });
});

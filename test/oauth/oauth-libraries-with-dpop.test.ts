// Two maintained client libraries, unmodified, bind their tokens with DPoP (RFC 9449) against the
// real route handlers (requests dispatched in-process): oauth4webapi as a public client (code +
// PKCE + dpop_jkt, /v2/me, UserInfo, refresh, revocation) and openid-client as a confidential one.
// Then what a thief holding copies of the tokens can do with them: nothing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calculateJwkThumbprint, decodeJwt, generateKeyPair } from "jose";
import * as oauth from "oauth4webapi";
import * as client from "openid-client";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { GET as openIdMetadataGET } from "@/app/.well-known/openid-configuration/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { GET as userInfoGET } from "@/app/v2/auth/oauth2/userinfo/route";
import { GET as meGET } from "@/app/v2/me/route";
import { accessTokenHash } from "@/lib/oauth/dpop/dpop-proof";
import { dpopTestKey, signProof } from "@/lib/oauth/testing/dpop-proofs";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { issuer } from "@/lib/server/roots/oauth";
// @ts-expect-error - a plain JavaScript module without type declarations
import { loadOrCreateKey, makeProof } from "../../scripts/dpop-proof.mjs";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, pkcePair } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** What a network would do: each request reaches the route handler for its path. */
const inProcess = async (url: string, init: client.CustomFetchOptions): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/.well-known/openid-configuration") return openIdMetadataGET();
  if (pathname === "/v2/auth/oauth2/token") return tokenPOST(request);
  if (pathname === "/v2/auth/oauth2/revoke") return revokePOST(request);
  if (pathname === "/v2/auth/oauth2/userinfo") return userInfoGET(request);
  if (pathname === "/v2/me") return meGET(request);
  return new Response(null, { status: 404 });
};
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;
const meUrl = () => new URL("/v2/me", issuer());
const tokenUrl = () => new URL("/v2/auth/oauth2/token", issuer()).href;

async function discover(): Promise<oauth.AuthorizationServer> {
  return oauth.processDiscoveryResponse(
    new URL(issuer()),
    await oauth.discoveryRequest(new URL(issuer()), { algorithm: "oidc", ...options }),
  );
}

/** oauth4webapi as a public client: code + PKCE + dpop_jkt, tokens bound to its key. */
async function publicClientTokens(keyPair: CryptoKeyPair) {
  const as = await discover();
  const app: oauth.Client = { client_id: PUB.clientId, id_token_signed_response_alg: "ES256" };
  const DPoP = oauth.DPoP(app, keyPair);
  const { verifier, challenge } = pkcePair();
  const { location } = await authorizeAndAllow(
    {
      client_id: PUB.clientId,
      redirect_uri: PUB.redirectUris[0]!,
      scope: "openid PROFILE_READ",
      state: "o4-dpop",
      code_challenge: challenge,
      code_challenge_method: "S256",
      dpop_jkt: await DPoP.calculateThumbprint(),
    },
    await demoUser(),
  );
  const params = oauth.validateAuthResponse(as, app, location, "o4-dpop");
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    app,
    await oauth.authorizationCodeGrantRequest(as, app, oauth.None(), params, PUB.redirectUris[0]!, verifier, {
      ...options,
      DPoP,
    }),
  );
  return { as, app, DPoP, tokens };
}

describe("client libraries with DPoP (RFC 9449)", () => {
  it("advertises the proof algorithms in the authorization server metadata", async () => {
    expect((await discover()).dpop_signing_alg_values_supported).toEqual(["ES256", "ES384", "PS256", "RS256", "EdDSA"]);
  });

  it("oauth4webapi: code + PKCE + DPoP, /v2/me and UserInfo with the DPoP token, refresh, revocation", async () => {
    const keyPair = await generateKeyPair("ES256");
    const { as, app, DPoP, tokens } = await publicClientTokens(keyPair);
    expect(tokens.token_type).toBe("dpop");
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: await DPoP.calculateThumbprint() });

    const me = await oauth.protectedResourceRequest(tokens.access_token, "GET", meUrl(), undefined, undefined, {
      ...options,
      DPoP,
    });
    expect(me.status).toBe(200);
    const info = await oauth.userInfoRequest(as, app, tokens.access_token, { ...options, DPoP });
    expect((await oauth.processUserInfoResponse(as, app, oauth.skipSubjectCheck, info)).sub).toBeTruthy();

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      app,
      await oauth.refreshTokenGrantRequest(as, app, oauth.None(), tokens.refresh_token!, { ...options, DPoP }),
    );
    expect(refreshed.token_type).toBe("dpop");

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, app, oauth.None(), refreshed.refresh_token!, options),
    );
    // Revoking the refresh token ends the grant: its DPoP access token stops working too.
    const after = oauth.protectedResourceRequest(refreshed.access_token, "GET", meUrl(), undefined, undefined, {
      ...options,
      DPoP,
    });
    await expect(after).rejects.toMatchObject({
      status: 401,
      cause: [{ scheme: "dpop", parameters: { error: "invalid_token" } }],
    });
  });

  it("openid-client: a confidential client's code + PKCE + DPoP, the API, a refresh with DPoP, revocation", async () => {
    const config = await client.discovery(new URL(issuer()), CONF.clientId, CONF.secret, undefined, {
      algorithm: "oauth2",
      execute: [client.allowInsecureRequests],
      [client.customFetch]: inProcess,
    });
    const DPoP = client.getDPoPHandle(config, await client.randomDPoPKeyPair("ES256"));
    const { verifier, challenge } = pkcePair();
    const { location } = await authorizeAndAllow(
      confQuery({ state: "oc-dpop", code_challenge: challenge, code_challenge_method: "S256" }),
      await demoUser(),
    );
    const tokens = await client.authorizationCodeGrant(
      config,
      location,
      { pkceCodeVerifier: verifier, expectedState: "oc-dpop" },
      undefined,
      { DPoP },
    );
    expect(tokens.token_type).toBe("dpop");
    const me = await client.fetchProtectedResource(config, tokens.access_token, meUrl(), "GET", undefined, undefined, {
      DPoP,
    });
    expect(me.status).toBe(200);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!, undefined, { DPoP });
    expect(refreshed.token_type).toBe("dpop");
    expect(decodeJwt(refreshed.access_token).cnf).toEqual(decodeJwt(tokens.access_token).cnf);
    await client.tokenRevocation(config, refreshed.refresh_token!);
    const after = client.fetchProtectedResource(config, refreshed.access_token, meUrl(), "GET", undefined, undefined, {
      DPoP,
    });
    await expect(after).rejects.toMatchObject({ status: 401 });
  });
});

describe("a thief with copies of DPoP-bound tokens (red team)", () => {
  const meWith = (headers: Record<string, string>) => meGET(new Request(meUrl(), { headers }));
  const refreshWith = (refreshToken: string, proof?: string) =>
    tokenPOST(
      new Request(tokenUrl(), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(proof ? { dpop: proof } : {}) },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: PUB.clientId,
        }),
      }),
    );
  const now = () => Math.floor(Date.now() / 1000);

  it("cannot replay a proof it copied from the wire", async () => {
    const key = await dpopTestKey();
    const { tokens } = await publicClientTokens({ privateKey: key.privateKey, publicKey: key.publicKey });
    const proof = await signProof(key, { htm: "GET", htu: meUrl().href, iat: now(), accessToken: tokens.access_token });
    const headers = { authorization: `DPoP ${tokens.access_token}`, dpop: proof };
    expect((await meWith(headers)).status).toBe(200);
    const replayed = await meWith(headers);
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get("www-authenticate")).toMatch(/^DPoP .*error="invalid_dpop_proof".*algs="ES256/);
  });

  it("cannot use a bound access token as a Bearer token, nor with a proof of its own key", async () => {
    const key = await dpopTestKey();
    const thief = await dpopTestKey();
    const { tokens } = await publicClientTokens({ privateKey: key.privateKey, publicKey: key.publicKey });
    const asBearer = await meWith({ authorization: `Bearer ${tokens.access_token}` });
    expect(asBearer.status).toBe(401);
    expect(asBearer.headers.get("www-authenticate")).toMatch(/^DPoP .*error="invalid_token"/);
    const ownProof = await signProof(thief, {
      htm: "GET",
      htu: meUrl().href,
      iat: now(),
      accessToken: tokens.access_token,
    });
    expect((await meWith({ authorization: `DPoP ${tokens.access_token}`, dpop: ownProof })).status).toBe(401);
  });

  it("cannot refresh a public client's stolen refresh token without its key; the key holder still can", async () => {
    const key = await dpopTestKey();
    const thief = await dpopTestKey();
    const { tokens } = await publicClientTokens({ privateKey: key.privateKey, publicKey: key.publicKey });
    const stolen = tokens.refresh_token!;
    const bare = await refreshWith(stolen);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: "invalid_grant" });
    const withOwnKey = await refreshWith(stolen, await signProof(thief, { htm: "POST", htu: tokenUrl(), iat: now() }));
    expect(await withOwnKey.json()).toMatchObject({ error: "invalid_grant" });
    const holder = await refreshWith(stolen, await signProof(key, { htm: "POST", htu: tokenUrl(), iat: now() }));
    expect(holder.status).toBe(200);
    const body = (await holder.json()) as { token_type: string; access_token: string };
    expect(body.token_type).toBe("DPoP");
    expect(decodeJwt(body.access_token).cnf).toEqual({ jkt: await calculateJwkThumbprint(key.publicJwk) });
  });

  it("cannot get tokens with a proof whose ath or htu is wrong at the API", async () => {
    const key = await dpopTestKey();
    const { tokens } = await publicClientTokens({ privateKey: key.privateKey, publicKey: key.publicKey });
    const otherUrl = await signProof(key, {
      htm: "GET",
      htu: new URL("/v2/teams", issuer()).href,
      iat: now(),
      accessToken: tokens.access_token,
    });
    const noAth = await signProof(key, { htm: "GET", htu: meUrl().href, iat: now() });
    for (const proof of [otherUrl, noAth])
      expect((await meWith({ authorization: `DPoP ${tokens.access_token}`, dpop: proof })).status).toBe(401);
    expect(accessTokenHash(tokens.access_token)).toHaveLength(43);
  });
});

describe("the README's DPoP walk-through (scripts/dpop-proof.mjs)", () => {
  it("exchanges a code with the script's proof, calls /v2/me with DPoP, and is refused as Bearer", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dpop-readme-"));
    const key = await (loadOrCreateKey as (file: string) => Promise<Record<string, string>>)(join(dir, "key.json"));
    const prove = makeProof as (
      k: typeof key,
      r: { method: string; url: string; accessToken?: string },
    ) => Promise<string>;
    const { code } = await authorizeAndAllow(confQuery({ state: "readme" }), await demoUser());
    const exchanged = await tokenPOST(
      new Request(tokenUrl(), {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`,
          dpop: await prove(key, { method: "POST", url: tokenUrl() }),
        },
        body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: CONF.redirectUris[0]! }),
      }),
    );
    const tokens = (await exchanged.json()) as { token_type: string; access_token: string };
    expect(tokens.token_type).toBe("DPoP");
    const proof = await prove(key, { method: "GET", url: meUrl().href, accessToken: tokens.access_token });
    const me = await meGET(
      new Request(meUrl(), { headers: { authorization: `DPoP ${tokens.access_token}`, dpop: proof } }),
    );
    expect(me.status).toBe(200);
    const asBearer = await meGET(new Request(meUrl(), { headers: { authorization: `Bearer ${tokens.access_token}` } }));
    expect(asBearer.status).toBe(401);
  });
});

describe("malformed DPoP input", () => {
  const garbage = [
    "",
    "x".repeat(5000),
    "a.b.c",
    "not a jwt",
    "eyJhbGciOiJub25lIn0.e30.",
    "é.é.é",
    "a.b.c, d.e.f",
    `${Buffer.from('{"typ":"dpop+jwt","alg":"ES256","jwk":"nope"}').toString("base64url")}.e30.AAAA`,
  ];

  it("is refused with an RFC error at the token endpoint and the API, never a 500", async () => {
    for (const dpop of garbage) {
      const token = await tokenPOST(
        new Request(tokenUrl(), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", dpop },
          body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x", client_id: PUB.clientId }),
        }),
      );
      expect(token.status).toBe(400);
      expect(await token.json()).toMatchObject({ error: "invalid_dpop_proof" });
      const me = await meGET(new Request(meUrl(), { headers: { authorization: "DPoP a.b.c", dpop } }));
      expect(me.status).toBe(401);
    }
    for (const authorization of ["DPoP", "DPoP ", "dpop a b", `DPoP ${"x".repeat(5000)}`]) {
      const me = await meGET(new Request(meUrl(), { headers: { authorization } }));
      expect(me.status).toBe(401);
    }
  });
});

// Pushed authorization requests (RFC 9126) through the real route handlers and the database:
// oauth4webapi pushes unmodified, the browser part runs on the request_uri, and every misuse of a
// request_uri (a replay, an expired one, another client's) is refused.
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as parPOST } from "@/app/v2/auth/oauth2/par/route";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { authorizeEndpointDeps } from "@/lib/server/roots/oauth";
import { prepareAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, demoUser, exchange, me, pkcePair } from "./oauth-test-kit";
import { ISSUER, browserAuthorizes, inProcessFetch, signInAs } from "./openid-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const options = { [oauth.customFetch]: inProcessFetch(), [oauth.allowInsecureRequests]: true };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

function par(body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return parPOST(
    new Request(`${ISSUER}/v2/auth/oauth2/par`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
    }),
  );
}

const confRequest = (challenge: string, extra: Record<string, string> = {}) => ({
  client_id: CONF.clientId,
  redirect_uri: CONF.redirectUris[0]!,
  response_type: "code",
  scope: "PROFILE_READ",
  state: "pushed-state",
  code_challenge: challenge,
  code_challenge_method: "S256",
  ...extra,
});

async function pushConf(challenge = pkcePair().challenge): Promise<string> {
  const response = await par(confRequest(challenge), { authorization: basic(CONF.clientId, CONF.secret) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { request_uri: string }).request_uri;
}

/** Served: the consent screen, or (consent remembered from an earlier test) the code at once. */
function served(out: Awaited<ReturnType<typeof prepareAuthorization>>): boolean {
  return out.kind === "consent" || (out.kind === "redirect" && new URL(out.location).searchParams.has("code"));
}

const authorizeQuery = (clientId: string, requestUri: string) =>
  new URLSearchParams({ client_id: clientId, request_uri: requestUri });

describe("oauth4webapi pushes its authorization request (RFC 9126)", () => {
  it.each([
    ["a confidential client (client_secret_basic)", CONF.clientId, CONF.redirectUris[0]!, CONF.secret],
    ["a public client (client_id only)", PUB.clientId, PUB.redirectUris[0]!, undefined],
  ])(
    "%s: push, the browser on client_id + request_uri, code, tokens, /v2/me",
    async (_, clientId, redirectUri, secret) => {
      const uma = await demoUser();
      const signedIn = await signInAs(uma);
      const issuer = new URL(ISSUER);
      const as = await oauth.processDiscoveryResponse(
        issuer,
        await oauth.discoveryRequest(issuer, { ...options, algorithm: "oauth2" }),
      );
      expect(as.pushed_authorization_request_endpoint).toBe(`${ISSUER}/v2/auth/oauth2/par`);
      const rp: oauth.Client = { client_id: clientId };
      const auth = secret ? oauth.ClientSecretBasic(secret) : oauth.None();
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const pushed = await oauth.processPushedAuthorizationResponse(
        as,
        rp,
        await oauth.pushedAuthorizationRequest(
          as,
          rp,
          auth,
          {
            redirect_uri: redirectUri,
            response_type: "code",
            scope: "PROFILE_READ",
            state,
            code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
            code_challenge_method: "S256",
          },
          options,
        ),
      );
      expect(pushed.expires_in).toBe(60);
      const url = new URL(as.authorization_endpoint!);
      url.search = authorizeQuery(clientId, pushed.request_uri).toString();
      const params = oauth.validateAuthResponse(as, rp, await browserAuthorizes(url, signedIn), state);
      const response = await oauth.authorizationCodeGrantRequest(as, rp, auth, params, redirectUri, verifier, options);
      const tokens = await oauth.processAuthorizationCodeResponse(as, rp, response);
      expect((await me(tokens.access_token)).status).toBe(200);
    },
  );
});

describe("POST /v2/auth/oauth2/par", () => {
  it("answers 201 with a request_uri and expires_in, never cached", async () => {
    const response = await par(confRequest(pkcePair().challenge), { authorization: basic(CONF.clientId, CONF.secret) });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ request_uri: expect.stringMatching(/^urn:ietf:params:oauth:request_uri:/), expires_in: 60 });
  });

  it("refuses a wrong secret with 401 invalid_client and WWW-Authenticate, as the token endpoint does", async () => {
    const response = await par(confRequest(pkcePair().challenge), { authorization: basic(CONF.clientId, "wrong") });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });

  it.each([
    ["a request_uri in the body", { request_uri: "urn:ietf:params:oauth:request_uri:x" }, "invalid_request"],
    ["an unregistered redirect_uri", { redirect_uri: "https://evil.example/cb" }, "invalid_request"],
    ["a scope the client lacks", { scope: "BOOKING_WRITE TEAM_BOOKING_WRITE" }, "invalid_scope"],
  ])("refuses %s with a 400 JSON error", async (_, over, error) => {
    const headers = { authorization: basic(CONF.clientId, CONF.secret) };
    const response = await par(confRequest(pkcePair().challenge, over), headers);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error, error_description: expect.any(String) });
  });

  it("answers malformed bodies with 400 invalid_request, never a 500", async () => {
    for (const body of ["%%%", "client_id=a&client_id=b", "x=".repeat(20_000)]) {
      const response = await par(body);
      expect([400, 401]).toContain(response.status);
      expect(await response.json()).toHaveProperty("error");
    }
    const json = await parPOST(
      new Request(`${ISSUER}/v2/auth/oauth2/par`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_id: PUB.clientId, scope: { a: 1 } }),
      }),
    );
    expect(json.status).toBe(400);
  });

  it("is advertised in the metadata; PAR is not required of every client", async () => {
    const metadata = (await metadataGET().json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      pushed_authorization_request_endpoint: `${ISSUER}/v2/auth/oauth2/par`,
      require_pushed_authorization_requests: false,
    });
  });
});

describe("a request_uri at the authorization endpoint (red team)", () => {
  it("is refused when replayed: the second use shows the error page", async () => {
    const uma = await demoUser();
    const query = authorizeQuery(CONF.clientId, await pushConf());
    expect(served(await prepareAuthorization(await authorizeEndpointDeps(), query, uma.id))).toBe(true);
    expect(await prepareAuthorization(await authorizeEndpointDeps(), query, uma.id)).toMatchObject({
      kind: "error-page",
      reason: "invalid_request_uri",
    });
  });

  it("is refused once its minute is up (the clock injected)", async () => {
    const uma = await demoUser();
    const query = authorizeQuery(CONF.clientId, await pushConf());
    const later = new Date(Date.now() + 61_000);
    expect(await prepareAuthorization(await authorizeEndpointDeps(later), query, uma.id)).toMatchObject({
      reason: "invalid_request_uri",
    });
  });

  it("is refused for another client, and stays usable by its own", async () => {
    const uma = await demoUser();
    const requestUri = await pushConf();
    const stolen = authorizeQuery(PUB.clientId, requestUri);
    expect(await prepareAuthorization(await authorizeEndpointDeps(), stolen, uma.id)).toMatchObject({
      reason: "invalid_request_uri",
    });
    const own = authorizeQuery(CONF.clientId, requestUri);
    expect(served(await prepareAuthorization(await authorizeEndpointDeps(), own, uma.id))).toBe(true);
  });

  it("gives a code only for the pushed PKCE challenge: the token request proves it", async () => {
    const uma = await demoUser();
    const signedIn = await signInAs(uma);
    const { verifier, challenge } = pkcePair();
    const url = new URL(`${ISSUER}/auth/oauth2/authorize`);
    url.search = authorizeQuery(CONF.clientId, await pushConf(challenge)).toString();
    const callback = await browserAuthorizes(url, signedIn);
    expect(callback.searchParams.get("state")).toBe("pushed-state");
    const code = callback.searchParams.get("code")!;
    expect((await exchange(code, { code_verifier: pkcePair().verifier })).status).toBe(400);
    const url2 = new URL(`${ISSUER}/auth/oauth2/authorize`);
    url2.search = authorizeQuery(CONF.clientId, await pushConf(challenge)).toString();
    const code2 = (await browserAuthorizes(url2, signedIn)).searchParams.get("code")!;
    expect((await exchange(code2, { code_verifier: verifier })).status).toBe(200);
  });
});

describe("a client that must push", () => {
  it("is refused an unpushed request at its redirect URI, and served a pushed one", async () => {
    const uma = await demoUser();
    await ctx.db.prisma.oAuthClient.update({
      where: { clientId: CONF.clientId },
      data: { requirePushedAuthorizationRequests: true },
    });
    try {
      const plain = new URLSearchParams(confRequest(pkcePair().challenge));
      const refused = await prepareAuthorization(await authorizeEndpointDeps(), plain, uma.id);
      if (refused.kind !== "redirect") throw new Error(`expected a redirect, got ${refused.kind}`);
      expect(new URL(refused.location).searchParams.get("error")).toBe("invalid_request");
      const query = authorizeQuery(CONF.clientId, await pushConf());
      expect(served(await prepareAuthorization(await authorizeEndpointDeps(), query, uma.id))).toBe(true);
    } finally {
      await ctx.db.prisma.oAuthClient.update({
        where: { clientId: CONF.clientId },
        data: { requirePushedAuthorizationRequests: false },
      });
    }
  });
});

// What a relying party and a user must be able to rely on, shown by breaking it: tampered ID
// tokens are refused, prompt=none never shows a page, an unregistered post-logout URI gets no
// redirect, claims of a scope not granted never appear; discovery agrees with RFC 8414; ID tokens
// survive a key rotation.
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import * as client from "openid-client";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as jwksGET } from "@/app/.well-known/jwks.json/route";
import { GET as discoveryGET } from "@/app/.well-known/openid-configuration/route";
import { GET as authorizationServerGET } from "@/app/.well-known/oauth-authorization-server/route";
import { endSession } from "@/lib/oauth/oidc/end-session";
import { signEs256CompactJws } from "@/lib/oauth/es256-compact-jws";
import { prepareAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { authorizeEndpointDeps, endSessionDeps } from "@/lib/server/roots/oauth";
import { getSigningKeys, rotateSigningKeys } from "@/lib/server/roots/signing-keys";
import { withTestDatabase } from "../test-database";
import { CONF, demoUser } from "./oauth-test-kit";
import { ISSUER, type SignedIn, browserAuthorizes, inProcessFetch, signInAs } from "./openid-kit";

const ctx = withTestDatabase();
let signedIn: SignedIn;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  signedIn = await signInAs(await demoUser());
});

/** Re-signs the token endpoint's ID token with the server's own key after `tamper`: only the claim is wrong. */
function tamperingFetch(tamper: (claims: Record<string, unknown>) => void) {
  return inProcessFetch(async (path, response) => {
    if (path !== "/v2/auth/oauth2/token" || !response.ok) return response;
    const body = (await response.json()) as { id_token: string };
    const claims = decodeJwt(body.id_token) as Record<string, unknown>;
    tamper(claims);
    const { active } = await getSigningKeys();
    body.id_token = signEs256CompactJws({ kid: active.kid, typ: "JWT" }, claims, active.privateKey);
    return Response.json(body, { headers: response.headers });
  });
}

async function signInWith(fetch: ReturnType<typeof inProcessFetch>, scope = "openid PROFILE_READ") {
  const config = await client.discovery(new URL(ISSUER), CONF.clientId, CONF.secret, undefined, {
    [client.customFetch]: fetch,
    execute: [client.allowInsecureRequests],
  });
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, { redirect_uri: CONF.redirectUris[0], scope, nonce });
  const callback = await browserAuthorizes(url, signedIn);
  return {
    tokens: await client.authorizationCodeGrant(config, callback, { expectedNonce: nonce, idTokenExpected: true }),
    config,
  };
}

/** The claim a library's comparison failure names, somewhere down its chain of causes. */
function comparedClaim(error: unknown): unknown {
  for (let e = error as { cause?: unknown; claim?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.claim !== undefined) return e.claim;
  return undefined;
}

/** OpenID Connect Core s3.2.2.9, as a relying party checks it (openid-client leaves at_hash to the RP). */
async function atHashMatches(idToken: string, accessToken: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken)));
  return decodeJwt(idToken).at_hash === Buffer.from(digest.slice(0, 16)).toString("base64url");
}

describe("tampered ID tokens are refused", () => {
  it.each([
    ["aud", (c: Record<string, unknown>) => void (c.aud = "another-app")],
    ["iss", (c: Record<string, unknown>) => void (c.iss = "https://evil.example")],
    ["nonce", (c: Record<string, unknown>) => void (c.nonce = "replayed-nonce")],
  ])("openid-client refuses an ID token whose %s was changed (signature still valid)", async (claim, tamper) => {
    const error = await signInWith(tamperingFetch(tamper)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "OAUTH_JWT_CLAIM_COMPARISON_FAILED" });
    expect(comparedClaim(error)).toBe(claim);
  });

  it("the genuine token passes; one whose at_hash was changed fails the RP's at_hash check", async () => {
    const genuine = (await signInWith(inProcessFetch())).tokens;
    expect(await atHashMatches(genuine.id_token!, genuine.access_token)).toBe(true);
    const forged = (await signInWith(tamperingFetch((c) => void (c.at_hash = "AAAAAAAAAAAAAAAAAAAAAA")))).tokens;
    expect(await atHashMatches(forged.id_token!, forged.access_token)).toBe(false);
  });
});

describe("prompt=none never shows a page", () => {
  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: CONF.clientId,
      redirect_uri: CONF.redirectUris[0],
      scope: "openid BOOKING_WRITE",
      state: "quiet",
      prompt: "none",
      ...over,
    });
  const errorOf = (out: Awaited<ReturnType<typeof prepareAuthorization>>) => {
    if (out.kind !== "redirect") throw new Error(`a page was shown: ${out.kind}`);
    const url = new URL(out.location);
    expect(url.origin + url.pathname).toBe(CONF.redirectUris[0]);
    expect(url.searchParams.get("state")).toBe("quiet");
    return url.searchParams.get("error");
  };

  it("without a session: login_required at the redirect URI", async () => {
    expect(errorOf(await prepareAuthorization(await authorizeEndpointDeps(), query(), null))).toBe("login_required");
  });

  it("without consent: consent_required, no consent form stored", async () => {
    const before = await ctx.db.prisma.consentTicket.count();
    const out = await prepareAuthorization(
      await authorizeEndpointDeps(),
      query(),
      signedIn.current.userId,
      signedIn.current,
    );
    expect(errorOf(out)).toBe("consent_required");
    expect(await ctx.db.prisma.consentTicket.count()).toBe(before);
  });

  it("with a sign-in older than max_age: login_required", async () => {
    const old = { ...signedIn.current, authTime: new Date(Date.now() - 120_000) };
    const out = await prepareAuthorization(await authorizeEndpointDeps(), query({ max_age: "60" }), old.userId, old);
    expect(errorOf(out)).toBe("login_required");
  });
});

describe("RP-initiated logout", () => {
  it("a post_logout_redirect_uri the client did not register gets the error page, no redirect, and ends nothing", async () => {
    const { tokens } = await signInWith(inProcessFetch());
    const session = { userId: signedIn.current.userId, sid: signedIn.current.sid };
    for (const uri of ["https://evil.example/after", CONF.redirectUris[0], "http://localhost:8080/signed-out/"]) {
      const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: uri });
      expect(await endSession(await endSessionDeps(), { params, session })).toEqual({
        kind: "error",
        reason: "unregistered_post_logout_redirect_uri",
      });
    }
  });
});

describe("claims follow granted scopes", () => {
  it("without PROFILE_READ neither the ID token nor UserInfo carries a profile claim", async () => {
    const { tokens, config } = await signInWith(inProcessFetch(), "openid BOOKING_READ");
    const profile = ["name", "email", "email_verified", "preferred_username", "zoneinfo"];
    const idClaims = tokens.claims()!;
    for (const claim of profile) expect(idClaims).not.toHaveProperty(claim);
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    expect(Object.keys(info)).toEqual(["sub"]);
  });
});

describe("discovery", () => {
  it("/.well-known/openid-configuration repeats the RFC 8414 document and adds OpenID Connect's members", async () => {
    const oauthDoc = (await (await authorizationServerGET()).json()) as Record<string, unknown>;
    const oidcDoc = (await (await discoveryGET()).json()) as Record<string, unknown>;
    for (const [member, value] of Object.entries(oauthDoc)) expect(oidcDoc[member], member).toEqual(value);
    expect(oidcDoc).toMatchObject({
      issuer: ISSUER,
      code_challenge_methods_supported: ["S256"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["ES256"],
      userinfo_endpoint: `${ISSUER}/v2/auth/oauth2/userinfo`,
      end_session_endpoint: `${ISSUER}/auth/oauth2/logout`,
    });
    expect(oidcDoc.scopes_supported).toContain("openid");
    expect(oidcDoc.claims_supported).toEqual(
      expect.arrayContaining(["sub", "auth_time", "nonce", "email", "zoneinfo"]),
    );
  });
});

describe("key rotation", () => {
  it("ID tokens signed before and after a rotation both verify against the published keys", async () => {
    const before = (await signInWith(inProcessFetch())).tokens.id_token!;
    const { kid } = await rotateSigningKeys();
    const after = (await signInWith(inProcessFetch())).tokens.id_token!;
    const jwks = createLocalJWKSet((await (await jwksGET()).json()) as Parameters<typeof createLocalJWKSet>[0]);
    const verified = await Promise.all(
      [before, after].map((t) => jwtVerify(t, jwks, { issuer: ISSUER, audience: CONF.clientId })),
    );
    expect(verified[1]!.protectedHeader.kid).toBe(kid);
    expect(verified[0]!.protectedHeader.kid).not.toBe(kid);
  });
});

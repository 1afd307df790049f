import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENTS } from "@/lib/db/demo-data";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import {
  CONF,
  LEGACY,
  PUB,
  authorizeAndAllow,
  authorizePage,
  confQuery,
  demoUser,
  errorPageMessage,
  pkcePair,
  tokenRequest,
} from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const evaluate = async (query: Record<string, string>, signedIn = true) =>
  authorizePage(query, signedIn ? await demoUser() : null);

function redirectParams(outcome: Awaited<ReturnType<typeof evaluate>>) {
  if (outcome.kind !== "redirect") throw new Error(`expected redirect, got ${outcome.kind}`);
  return new URL(outcome.location);
}

describe("GET /auth/oauth2/authorize", () => {
  it("shows the consent screen for a valid request of a signed-in user", async () => {
    const outcome = await evaluate(confQuery());
    expect(outcome).toMatchObject({
      kind: "consent",
      request: { scopes: ["PROFILE_READ", "BOOKING_READ"], state: "xyz-state", legacyUnrestricted: false },
    });
  });

  it("sends a signed-out user to sign in (and comes back: the page builds the return path)", async () => {
    expect((await evaluate(confQuery(), false)).kind).toBe("sign-in");
  });

  it.each([
    ["an unknown client", { client_id: "nope" }, "unknown_client"],
    ["a pending client", { client_id: DEMO_CLIENTS.pending.clientId }, "client_not_approved"],
    ["a missing redirect_uri", { redirect_uri: "" }, "missing_redirect_uri"],
    ["an unregistered redirect_uri", { redirect_uri: "https://evil.example/cb" }, "invalid_redirect_uri"],
    [
      "a redirect_uri that only differs by a trailing slash",
      { redirect_uri: `${CONF.redirectUris[0]}/` },
      "invalid_redirect_uri",
    ],
    ["a scoped client without scope", { scope: "" }, "scope_required"],
  ])("shows an error page, never a redirect, for %s", async (_label, override, reason) => {
    const outcome = await evaluate(confQuery(override));
    expect(outcome).toMatchObject({ kind: "error-page", reason });
    if (reason === "scope_required")
      expect(errorPageMessage(outcome)).toMatch(/^This application did not say which permissions it needs/);
  });

  it("a suspended client gets the error page at once", async () => {
    await ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { status: "SUSPENDED" } });
    try {
      expect(await evaluate(confQuery())).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
    } finally {
      await ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { status: "APPROVED" } });
    }
  });

  it("redirects invalid_scope with state for unknown scope names and scopes the client lacks", async () => {
    for (const scope of ["PROFILE_READ NOT_A_SCOPE", "PROFILE_READ,WEBHOOK_WRITE"]) {
      const url = redirectParams(await evaluate(confQuery({ scope })));
      expect(url.origin + url.pathname).toBe(CONF.redirectUris[0]);
      expect(url.searchParams.get("error")).toBe("invalid_scope");
      expect(url.searchParams.get("error_description")).toBeTruthy();
      expect(url.searchParams.get("state")).toBe("xyz-state");
      expect(url.searchParams.get("iss")).toBe("http://localhost:3000");
    }
  });

  it("accepts scopes separated by commas and/or spaces", async () => {
    const outcome = await evaluate(confQuery({ scope: "PROFILE_READ,, BOOKING_READ ,PROFILE_READ" }));
    expect(outcome).toMatchObject({
      kind: "consent",
      request: { scopes: expect.arrayContaining(["PROFILE_READ", "BOOKING_READ"]) },
    });
    if (outcome.kind === "consent") expect(outcome.request.scopes).toHaveLength(2);
  });

  it("requires PKCE S256 from a public client and refuses plain", async () => {
    const base = { client_id: PUB.clientId, redirect_uri: PUB.redirectUris[0], scope: "PROFILE_READ", state: "s1" };
    expect(redirectParams(await evaluate(base)).searchParams.get("error")).toBe("invalid_request");
    const { challenge } = pkcePair();
    const plain = redirectParams(
      await evaluate({ ...base, code_challenge: challenge, code_challenge_method: "plain" }),
    );
    expect(plain.searchParams.get("error")).toBe("invalid_request");
    expect(plain.searchParams.get("state")).toBe("s1");
    expect((await evaluate({ ...base, code_challenge: challenge })).kind).toBe("consent");
    expect((await evaluate({ ...base, code_challenge: challenge, code_challenge_method: "S256" })).kind).toBe(
      "consent",
    );
  });

  it("lets a legacy client omit scope (unrestricted) or name known scopes (exactly those)", async () => {
    const base = { client_id: LEGACY.clientId, redirect_uri: LEGACY.redirectUris[0] };
    expect(await evaluate(base)).toMatchObject({ kind: "consent", request: { legacyUnrestricted: true, scopes: [] } });
    expect(await evaluate({ ...base, scope: "WEBHOOK_READ" })).toMatchObject({
      kind: "consent",
      request: { legacyUnrestricted: false, scopes: ["WEBHOOK_READ"] },
    });
    expect(redirectParams(await evaluate({ ...base, scope: "NOPE" })).searchParams.get("error")).toBe("invalid_scope");
  });

  it("refuses a parameter sent twice", async () => {
    const params = new URLSearchParams(confQuery());
    params.append("client_id", CONF.clientId);
    expect((await authorizePage(params, await demoUser())).kind).toBe("error-page");
  });

  it("records each signed-in request of a known client with or without scope, for the migration wizard (anonymous ones are not counted)", async () => {
    const legacy = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: LEGACY.clientId } });
    const count = (withScope: boolean) =>
      ctx.db.prisma.authorizationRequestLog.count({ where: { clientId: legacy.id, withScope } });
    const [before0, before1] = [await count(false), await count(true)];
    await evaluate({ client_id: LEGACY.clientId, redirect_uri: LEGACY.redirectUris[0] });
    await evaluate({ client_id: LEGACY.clientId, redirect_uri: LEGACY.redirectUris[0], scope: "PROFILE_READ" });
    await evaluate({ client_id: LEGACY.clientId, redirect_uri: "https://evil.example/" });
    await evaluate({ client_id: LEGACY.clientId, redirect_uri: LEGACY.redirectUris[0], scope: "NOPE" }, false);
    expect([await count(false), await count(true)]).toEqual([before0 + 1, before1 + 1]);
  });
});

describe("remembered consent (REMEMBER_CONSENT=on, the default)", () => {
  /** The teammate approves once and the app exchanges the code: from then on there is a live grant. */
  async function grantOnce(query: Record<string, string>, exchange: Record<string, string>) {
    const { code } = await authorizeAndAllow(query, await demoUser("teammate"));
    const response = await tokenRequest({ grant_type: "authorization_code", code, ...exchange });
    expect(response.status).toBe(200);
  }

  it("skips the screen for a confidential client whose scopes were all granted", async () => {
    await grantOnce(confQuery({ scope: "PROFILE_READ" }), {
      redirect_uri: CONF.redirectUris[0]!,
      client_id: CONF.clientId,
      client_secret: CONF.secret,
    });
    const again = await authorizePage(confQuery({ scope: "PROFILE_READ" }), await demoUser("teammate"));
    expect(again.kind).toBe("redirect");
    expect(redirectParams(again).searchParams.get("code")).toBeTruthy();
  });

  it("asks a public (native) client every time: another loopback port and PKCE pair get the screen, not a code", async () => {
    const first = pkcePair();
    const query = (port: number, challenge: string) => ({
      client_id: PUB.clientId,
      redirect_uri: `http://127.0.0.1:${port}/callback`,
      scope: "PROFILE_READ",
      state: "s",
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    await grantOnce(query(8080, first.challenge), {
      redirect_uri: "http://127.0.0.1:8080/callback",
      client_id: PUB.clientId,
      code_verifier: first.verifier,
    });
    const granted = await ctx.db.prisma.grant.count({
      where: { client: { clientId: PUB.clientId }, revokedAt: null, scopes: { has: "PROFILE_READ" } },
    });
    expect(granted).toBeGreaterThan(0);
    const impostor = pkcePair();
    const again = await authorizePage(query(51234, impostor.challenge), await demoUser("teammate"));
    expect(again).toMatchObject({ kind: "consent", newScopes: ["PROFILE_READ"] });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { SignJWT, generateKeyPair } from "jose";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import {
  CONF,
  LEGACY,
  authorizeAndAllow,
  authorizePage,
  confQuery,
  demoUser,
  errorPageMessage,
  exchange,
  me,
} from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

async function tokensFor(
  query: Record<string, string>,
  client: { clientId: string; secret: string; redirect: string } = {
    clientId: CONF.clientId,
    secret: CONF.secret,
    redirect: query.redirect_uri!,
  },
) {
  const { code } = await authorizeAndAllow(query, await demoUser());
  const response = await exchange(code, {}, client);
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; scope: string };
}

describe("GET /v2/me", () => {
  it("returns the profile for a token with PROFILE_READ", async () => {
    const { access_token } = await tokensFor(confQuery());
    const response = await me(access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; data: Record<string, unknown> };
    expect(body.status).toBe("success");
    expect(body.data).toMatchObject({ email: "user@example.com", username: "uma", name: "Uma User", timeZone: "UTC" });
    expect(body.data).not.toHaveProperty("passwordHash");
  });

  it("answers 403 insufficient_scope naming PROFILE_READ for a scoped token without it", async () => {
    const { access_token } = await tokensFor(confQuery({ scope: "BOOKING_READ" }));
    const response = await me(access_token);
    expect(response.status).toBe(403);
    // The challenge names every scope the request needs: the token's own and the missing one.
    expect(response.headers.get("www-authenticate")).toMatch(
      /^Bearer .*error="insufficient_scope".*scope="BOOKING_READ PROFILE_READ"/,
    );
    const body = (await response.json()) as { status: string; error: { code: string; message: string } };
    expect(body).toMatchObject({ status: "error", error: { code: "insufficient_scope" } });
    expect(body.error.message).toContain("PROFILE_READ");
  });

  it("answers 401 with a Bearer challenge for a missing, malformed, forged or expired token", async () => {
    const missing = await me(null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    for (const header of ["Bearer", "Bearer not.a.jwt", "Basic abc", "Bearer a b"]) {
      const r = await me(null, header);
      expect(r.status).toBe(401);
    }
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ client_id: CONF.clientId, gid: "g", scope: "PROFILE_READ" })
      .setProtectedHeader({ alg: "ES256", typ: "at+jwt", kid: "forged" })
      .setIssuer("http://localhost:3000")
      .setAudience("http://localhost:3000")
      .setSubject("u")
      .setJti("j")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
    const r = await me(forged);
    expect(r.status).toBe(401);
    expect(r.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("stops a scope at once in issued tokens when the developer removes it from the client", async () => {
    const { access_token } = await tokensFor(confQuery());
    const before = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
    await ctx.db.prisma.oAuthClient.update({
      where: { clientId: CONF.clientId },
      data: { scopes: before.scopes.filter((s) => s !== "PROFILE_READ") },
    });
    try {
      expect((await me(access_token)).status).toBe(403);
    } finally {
      await ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { scopes: before.scopes } });
    }
    expect((await me(access_token)).status).toBe(200);
  });

  it("stops a token at once when its client is suspended", async () => {
    const { access_token } = await tokensFor(confQuery());
    expect((await me(access_token)).status).toBe(200);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { status: "SUSPENDED" } });
    try {
      expect((await me(access_token)).status).toBe(401);
    } finally {
      await ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { status: "APPROVED" } });
    }
  });
});

describe("legacy clients (spec 3.2)", () => {
  const legacyClient = { clientId: LEGACY.clientId, secret: LEGACY.secret as string, redirect: LEGACY.redirectUris[0] };
  const legacyQuery = { client_id: LEGACY.clientId, redirect_uri: LEGACY.redirectUris[0] };

  it("issues unrestricted tokens without scope; after migration old tokens work until the user authorizes again", async () => {
    const old = await tokensFor(legacyQuery, legacyClient);
    expect(old.scope).toBe("");
    expect((await me(old.access_token)).status).toBe(200);

    // The developer saves scopes: the client is no longer legacy.
    await ctx.db.prisma.oAuthClient.update({
      where: { clientId: LEGACY.clientId },
      data: { scopes: ["PROFILE_READ", "BOOKING_READ"] },
    });
    const withoutScope = await authorizePage(legacyQuery, await demoUser());
    expect(withoutScope).toMatchObject({ kind: "error-page", reason: "scope_required" });
    expect(errorPageMessage(withoutScope)).toMatch(/^This application did not say which permissions it needs/);
    expect((await me(old.access_token)).status).toBe(200);

    const fresh = await tokensFor({ ...legacyQuery, scope: "BOOKING_READ" }, legacyClient);
    expect(fresh.scope).toBe("BOOKING_READ");
    expect((await me(old.access_token)).status).toBe(401);
    expect((await me(fresh.access_token)).status).toBe(403);
  });

  it("never treats a scoped grant's token as unrestricted, whatever its claims say", async () => {
    // A scoped token always carries `scope`; the decision comes from the grant record.
    const grant = await ctx.db.prisma.grant.findFirstOrThrow({ where: { legacyUnrestricted: false, revokedAt: null } });
    expect(grant.scopes.length).toBeGreaterThan(0);
  });
});

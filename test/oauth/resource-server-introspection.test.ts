// Resource servers that introspect (RFC 7662's intended caller): an administrator's credential sees
// every access token issued for its resource, whichever client holds it, and no refresh token; a
// credential for another resource, a wrong secret or a revoked credential sees nothing; its own
// budget refuses with 429 once spent.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { registerResourceServerCommand, revokeResourceServerCommand } from "@/lib/actions/resource-server-commands";
import { hashSecret } from "@/lib/oauth/constant-time";
import { introspectToken } from "@/lib/oauth/introspection/introspect-token";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiResource, tokenInspectionDeps } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange } from "./oauth-test-kit";

const ctx = withTestDatabase();
let admin = "";
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  admin = (await ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
async function introspect(token: string, id: string, secret: string) {
  const response = await introspectPOST(
    new Request("http://localhost:3000/v2/auth/oauth2/introspect", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic(id, secret) },
      body: new URLSearchParams({ token }).toString(),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}
async function register(name: string) {
  const result = await registerResourceServerCommand({ id: admin }, { name });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
async function tokensOfConfidentialClient(scope: string, extra: Record<string, string> = {}) {
  const { code } = await authorizeAndAllow(confQuery({ scope, ...extra }), await demoUser());
  return (await (await exchange(code)).json()) as { access_token: string; refresh_token: string };
}

describe("a resource server's introspection credential", () => {
  it("is shown once and stored only as a hash", async () => {
    const rs = await register("Booking worker");
    expect(rs.credentialId).toMatch(/^rs_/);
    const row = await ctx.db.prisma.resourceServer.findUniqueOrThrow({ where: { credentialId: rs.credentialId } });
    expect(row.secretHash).toBe(hashSecret(rs.secret));
    expect(JSON.stringify(row)).not.toContain(rs.secret);
    expect(row.resource).toBe(apiResource().identifier);
  });

  it("sees every access token issued for its resource, another client's included, with or without resource", async () => {
    const rs = await register("Gateway");
    for (const extra of [{}, { resource: apiResource().identifier }] as Record<string, string>[]) {
      const tokens = await tokensOfConfidentialClient("PROFILE_READ BOOKING_READ", extra);
      const access = await introspect(tokens.access_token, rs.credentialId, rs.secret);
      expect(access.status).toBe(200);
      expect(access.body).toMatchObject({ active: true, client_id: CONF.clientId, token_use: "access_token" });
      expect(access.response.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("sees no refresh token, not even one of its own resource's grants: { active: false }", async () => {
    const rs = await register("Curious gateway");
    for (const extra of [{}, { resource: apiResource().identifier }] as Record<string, string>[]) {
      const tokens = await tokensOfConfidentialClient("PROFILE_READ BOOKING_READ", extra);
      const refresh = await introspect(tokens.refresh_token, rs.credentialId, rs.secret);
      expect(refresh.status).toBe(200);
      expect(refresh.body).toEqual({ active: false });
      // The client that holds it still sees it.
      const own = await introspect(tokens.refresh_token, CONF.clientId, CONF.secret);
      expect(own.body).toMatchObject({ active: true, client_id: CONF.clientId, token_use: "refresh_token" });
    }
  });

  it("sees nothing of another resource's tokens", async () => {
    const rs = await register("Elsewhere");
    await ctx.db.prisma.resourceServer.update({
      where: { credentialId: rs.credentialId },
      data: { resource: "https://other.example.com/v2" },
    });
    const tokens = await tokensOfConfidentialClient("PROFILE_READ SCHEDULE_READ");
    expect((await introspect(tokens.access_token, rs.credentialId, rs.secret)).body).toEqual({ active: false });
    expect((await introspect(tokens.refresh_token, rs.credentialId, rs.secret)).body).toEqual({ active: false });
  });

  it("is refused with invalid_client for a wrong secret, an unknown id and once revoked", async () => {
    const rs = await register("Revoked soon");
    const tokens = await tokensOfConfidentialClient("PROFILE_READ EVENT_TYPE_READ");
    for (const [id, secret] of [
      [rs.credentialId, "rss_wrong"],
      ["rs_unknown", rs.secret],
    ] as const) {
      const refused = await introspect(tokens.access_token, id, secret);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: "invalid_client" });
    }
    expect((await revokeResourceServerCommand({ id: admin }, { credentialId: rs.credentialId })).ok).toBe(true);
    expect((await introspect(tokens.access_token, rs.credentialId, rs.secret)).status).toBe(401);
  });

  it("spends its own budget only once authenticated, and answers 429 slow_down when it is spent", async () => {
    const rs = await register("Busy");
    const tokens = await tokensOfConfidentialClient("PROFILE_READ");
    const spent: string[] = [];
    const deps = {
      ...(await tokenInspectionDeps()),
      resourceServerBudget: async (id: string) => {
        spent.push(id);
        return { allowed: false as const, retryAfterSeconds: 7 };
      },
    };
    const params = { token: tokens.access_token };
    await expect(
      introspectToken(deps, { params, authorizationHeader: basic(rs.credentialId, "rss_wrong") }),
    ).rejects.toMatchObject({ code: "invalid_client" });
    expect(spent).toEqual([]);
    await expect(
      introspectToken(deps, { params, authorizationHeader: basic(rs.credentialId, rs.secret) }),
    ).rejects.toMatchObject({ code: "slow_down", status: 429, retryAfterSeconds: 7 });
    expect(spent).toEqual([rs.credentialId]);
  });
});

// RFC 9700 s4.14.2 on the real database, through the routes: a thief who refreshes a stolen token
// often enough that the client's token was pruned must still lose the grant when the client comes
// back, while a forged token revokes nothing and tokens minted before grant marks keep working.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { getMetrics } from "@/lib/observability/metrics";
import { hashSecret } from "@/lib/oauth/constant-time";
import { RETIRED_REFRESH_TOKENS_KEPT } from "@/lib/oauth/token-grants/refresh-token-storage";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

type TokenBody = { access_token: string; refresh_token: string };
const login = async () =>
  (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as TokenBody;
const grantOf = async (refreshToken: string) =>
  (
    await ctx.db.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashSecret(refreshToken) },
      include: { grant: true },
    })
  ).grant;
const grantById = (id: string) => ctx.db.prisma.grant.findUniqueOrThrow({ where: { id } });
const reuses = async () => (await getMetrics().refreshReuse.get()).values.reduce((sum, v) => sum + v.value, 0);
const random43 = () => randomBytes(32).toString("base64url");

async function refreshed(refreshToken: string): Promise<TokenBody> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenBody;
}

async function refusedWithInvalidGrant(refreshToken: string) {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: "invalid_grant" });
}

/** The chain a thief makes with a stolen token: `times` refreshes, the last answer kept. */
async function stolenAndRefreshed(token: string, times: number): Promise<TokenBody> {
  let current: TokenBody | null = null;
  for (let i = 0; i < times; i++) current = await refreshed(current?.refresh_token ?? token);
  return current!;
}

const inspect = (path: "introspect" | "revoke", handler: (r: Request) => Promise<Response>, token: string) =>
  handler(
    new Request(`http://localhost:3000/v2/auth/oauth2/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ token }).toString(),
    }),
  );

describe("reuse of a refresh token whose row was pruned (token route, real database)", () => {
  it("revokes the grant and records the reuse when the client's token, 6 generations back, comes back", async () => {
    const before = await reuses();
    const client = await login();
    const grantId = (await grantOf(client.refresh_token)).id;
    const thief = await stolenAndRefreshed(client.refresh_token, RETIRED_REFRESH_TOKENS_KEPT + 1);
    expect(await ctx.db.prisma.refreshToken.count({ where: { tokenHash: hashSecret(client.refresh_token) } })).toBe(0);
    expect(await ctx.db.prisma.refreshToken.count({ where: { grantId } })).toBe(RETIRED_REFRESH_TOKENS_KEPT + 1);

    await refusedWithInvalidGrant(client.refresh_token);
    expect(await grantById(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
    expect(await reuses()).toBe(before + 1);
    await refusedWithInvalidGrant(thief.refresh_token);
    expect((await me(thief.access_token)).status).toBe(401);
  });

  it("revokes nothing for a forged mark naming a live grant, nor for another client's presentation", async () => {
    const before = await reuses();
    const victim = await login();
    const grantId = (await grantOf(victim.refresh_token)).id;
    const other = await login();
    const [, secret, mark] = other.refresh_token.split(".") as [string, string, string];
    for (const forged of [`${grantId}.${random43()}.${"A".repeat(22)}`, `${grantId}.${secret}.${mark}`])
      await refusedWithInvalidGrant(forged);
    const next = await stolenAndRefreshed(victim.refresh_token, RETIRED_REFRESH_TOKENS_KEPT + 1);
    const byAnotherClient = await refresh(victim.refresh_token, { clientId: PUB.clientId });
    expect(byAnotherClient.status).toBe(400);
    expect(await grantById(grantId)).toMatchObject({ revokedAt: null });
    expect(await reuses()).toBe(before);
    expect((await refreshed(next.refresh_token)).access_token).toBeTruthy();
  });

  it("introspection and revocation treat a pruned or forged marked token as unknown: inactive, nothing revoked", async () => {
    const client = await login();
    const grantId = (await grantOf(client.refresh_token)).id;
    const current = await stolenAndRefreshed(client.refresh_token, RETIRED_REFRESH_TOKENS_KEPT + 1);
    for (const token of [client.refresh_token, `${grantId}.${random43()}.${"A".repeat(22)}`]) {
      const introspected = await inspect("introspect", introspectPOST, token);
      expect(introspected.status).toBe(200);
      expect(await introspected.json()).toEqual({ active: false });
      expect((await inspect("revoke", revokePOST, token)).status).toBe(200);
    }
    expect(await grantById(grantId)).toMatchObject({ revokedAt: null });
    const live = await inspect("introspect", introspectPOST, current.refresh_token);
    expect(await live.json()).toMatchObject({ active: true, token_use: "refresh_token" });
  });

  it("stores only hashes of marked tokens: no token's secret part is in the table", async () => {
    const first = await login();
    const second = await refreshed(first.refresh_token);
    const rows = JSON.stringify(
      await ctx.db.prisma.refreshToken.findMany({ where: { grantId: (await grantOf(first.refresh_token)).id } }),
    );
    for (const token of [first.refresh_token, second.refresh_token]) {
      expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}\.[\w-]{22}$/);
      expect(rows).not.toContain(token.split(".")[1]);
      expect(rows).not.toContain(token.split(".")[2]);
    }
  });
});

describe("refresh tokens minted before grant marks (token route, real database)", () => {
  /** Gives the grant's live token an unmarked 43-character value, as tokens were minted before. */
  async function unmarked(token: string): Promise<string> {
    const legacy = random43();
    await ctx.db.prisma.refreshToken.update({
      where: { tokenHash: hashSecret(token) },
      data: { tokenHash: hashSecret(legacy) },
    });
    return legacy;
  }

  it("still refresh, all parallel refreshes get one successor, and it carries the grant's mark", async () => {
    const first = await login();
    const grantId = (await grantOf(first.refresh_token)).id;
    const legacy = await unmarked(first.refresh_token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refreshed(legacy)));
    expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
    expect(answers[0]!.refresh_token.startsWith(`${grantId}.`)).toBe(true);
    const next = await refreshed(answers[0]!.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect(await grantById(grantId)).toMatchObject({ revokedAt: null });
  });

  it("keep today's reuse rule while their row is stored; an unknown one is merely invalid", async () => {
    const first = await login();
    const grantId = (await grantOf(first.refresh_token)).id;
    const legacy = await unmarked(first.refresh_token);
    const second = await refreshed(legacy);
    await refreshed(second.refresh_token);
    await refusedWithInvalidGrant(random43());
    expect(await grantById(grantId)).toMatchObject({ revokedAt: null });
    await refusedWithInvalidGrant(legacy);
    expect(await grantById(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
  });
});

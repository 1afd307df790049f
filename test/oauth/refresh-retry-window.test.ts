// The refresh retry window end to end, through the token route on the real database: a client
// whose refresh response was lost (timeout, crash after commit) keeps its grant; reuse does not.
import { beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { seedDemoData } from "@/lib/server/demo-seed";
import { withTestDatabase } from "../test-database";
import { authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

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

describe("refresh retry window (token route, real database)", () => {
  it("survives a crash after commit: the dropped response's token dies, the retry's chain lives", async () => {
    const first = await login();
    await refresh(first.refresh_token); // committed, but the response is dropped
    const retried = await refreshed(first.refresh_token);
    const next = await refreshed(retried.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect((await grantOf(first.refresh_token)).revokedAt).toBeNull();
  });

  it("refuses the successor it retired, which counts as reuse", async () => {
    const first = await login();
    const lost = await refreshed(first.refresh_token);
    await refreshed(first.refresh_token);
    await refusedWithInvalidGrant(lost.refresh_token);
    expect((await grantOf(first.refresh_token)).revokedReason).toBe("refresh_token_reused");
  });

  it("revokes the family when the previous token comes back after its successor was used", async () => {
    const first = await login();
    const second = await refreshed(first.refresh_token);
    const third = await refreshed(second.refresh_token);
    await refusedWithInvalidGrant(first.refresh_token);
    await refusedWithInvalidGrant(third.refresh_token);
    expect((await me(third.access_token)).status).toBe(401);
  });

  it("revokes the family when the previous token comes back after the window", async () => {
    const first = await login();
    const second = await refreshed(first.refresh_token);
    await ctx.db.prisma.refreshToken.update({
      where: { tokenHash: hashSecret(first.refresh_token) },
      data: { usedAt: new Date(Date.now() - 31_000) },
    });
    await refusedWithInvalidGrant(first.refresh_token);
    await refusedWithInvalidGrant(second.refresh_token);
    expect((await grantOf(first.refresh_token)).revokedReason).toBe("refresh_token_reused");
  });

  it("concurrent retries of one old token: every answer is a success or a plain refusal, one live token, grant intact", async () => {
    const first = await login();
    await refresh(first.refresh_token);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)));
    const bodies = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: (await r.json()) as TokenBody })),
    );
    expect(bodies.every((b) => b.status === 200 || b.status === 400)).toBe(true);
    expect(bodies.some((b) => b.status === 200)).toBe(true);
    expect((await grantOf(first.refresh_token)).revokedAt).toBeNull();
    const grantId = (await grantOf(first.refresh_token)).id;
    const live = await ctx.db.prisma.refreshToken.count({ where: { grantId, usedAt: null, revokedAt: null } });
    expect(live).toBe(1);
  });

  it("concurrent first use and retries of a live token leave one live token and the grant intact", async () => {
    const first = await login();
    await Promise.all(Array.from({ length: 4 }, () => refresh(first.refresh_token)));
    const grant = await grantOf(first.refresh_token);
    expect(grant.revokedAt).toBeNull();
    expect(
      await ctx.db.prisma.refreshToken.count({ where: { grantId: grant.id, usedAt: null, revokedAt: null } }),
    ).toBe(1);
  });
});

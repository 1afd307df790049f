// The refresh retry window end to end, through the token route on the real database: a client
// whose refresh response was lost (timeout, crash after commit), or that refreshes from several
// threads or tabs at once, keeps its grant, since every 200 carries the same usable successor;
// reuse after that successor was used does not.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { getMetrics } from "@/lib/observability/metrics";
import { hashSecret } from "@/lib/oauth/constant-time";
import { RETIRED_REFRESH_TOKENS_KEPT } from "@/lib/oauth/token-grants/refresh-token-storage";
import { seedDemoData } from "../demo-seed";
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
  it("survives a crash after commit: the retry gets the very token the dropped response carried", async () => {
    const first = await login();
    const dropped = (await (await refresh(first.refresh_token)).json()) as TokenBody; // the client never sees it
    const retried = await refreshed(first.refresh_token);
    expect(retried.refresh_token).toBe(dropped.refresh_token);
    expect(retried.access_token).not.toBe(dropped.access_token);
    const next = await refreshed(retried.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect((await grantOf(first.refresh_token)).revokedAt).toBeNull();
  });

  it("revokes the family, and records the reuse, when the old token comes back after its successor was used", async () => {
    const reuses = async () => (await getMetrics().refreshReuse.get()).values.reduce((sum, v) => sum + v.value, 0);
    const before = await reuses();
    const first = await login();
    const second = await refreshed(first.refresh_token);
    expect((await refreshed(first.refresh_token)).refresh_token).toBe(second.refresh_token); // still unused: a retry
    const third = await refreshed(second.refresh_token);
    await refusedWithInvalidGrant(first.refresh_token); // inside the window, but its successor was used
    expect((await grantOf(first.refresh_token)).revokedReason).toBe("refresh_token_reused");
    expect(await reuses()).toBe(before + 1);
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

  it("20 parallel refreshes, keep a random answer, round after round: all 200 with one successor, no grant lost, one live chain", async () => {
    const PARALLEL = 20;
    // Each round is the same race (20 retries of one token) one generation on. Past the rounds
    // that fill the retired tokens kept, a round's rotation prunes the oldest; two such rounds show
    // the pruning racing the retries, and the bound below is only reached by pruning. More rounds
    // (there were 20) repeat the same race on the same kind of chain.
    const ROUNDS = RETIRED_REFRESH_TOKENS_KEPT + 2;
    const first = await login();
    const grantId = (await grantOf(first.refresh_token)).id;
    let kept = first.refresh_token;
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const responses = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(kept)));
      for (const r of responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as TokenBody[];
      expect(new Set(bodies.map((b) => b.refresh_token)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.access_token)).size).toBe(PARALLEL);
      const pick = bodies[Math.floor(Math.random() * bodies.length)]!;
      expect((await me(pick.access_token)).status).toBe(200);
      kept = pick.refresh_token;
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: PARALLEL * ROUNDS });
    const grant = await ctx.db.prisma.grant.findUniqueOrThrow({ where: { id: grantId } });
    expect(grant.revokedAt).toBeNull();
    const live = await ctx.db.prisma.refreshToken.findMany({ where: { grantId, usedAt: null, revokedAt: null } });
    expect(live.map((t) => t.tokenHash)).toEqual([hashSecret(kept)]);
    // Bounded: the live token and the newest retired ones only.
    expect(await ctx.db.prisma.refreshToken.count({ where: { grantId } })).toBe(RETIRED_REFRESH_TOKENS_KEPT + 1);
    expect((await refreshed(kept)).access_token).toBeTruthy();
  });

  it("a revocation racing parallel refreshes that prune old generations: no 5xx, the grant ends revoked", async () => {
    const store = createPrismaOAuthStore(ctx.db.prisma);
    // Each attempt is one draw of where the revocation falls among the refreshes' statements. On
    // PGlite (one statement at a time) the event loop orders them much the same way each attempt;
    // on PostgreSQL each is a new draw, and three (there were five) still make several.
    for (let attempt = 0; attempt < 3; attempt++) {
      const first = await login();
      const grantId = (await grantOf(first.refresh_token)).id;
      let current = first.refresh_token;
      for (let i = 0; i < RETIRED_REFRESH_TOKENS_KEPT + 1; i++) current = (await refreshed(current)).refresh_token;
      const [responses] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => refresh(current))),
        store.revokeGrant(grantId, "revoked_by_user", new Date()),
      ]);
      expect(responses.every((r) => r.status === 200 || r.status === 400)).toBe(true);
      const grant = await ctx.db.prisma.grant.findUniqueOrThrow({ where: { id: grantId } });
      expect(grant.revokedReason).toBe("revoked_by_user");
      const answered = (await Promise.all(
        responses.filter((r) => r.status === 200).map((r) => r.json()),
      )) as TokenBody[];
      for (const body of answered) await refusedWithInvalidGrant(body.refresh_token);
    }
  });

  it("concurrent first use and retries of a live token leave one live token and the grant intact", async () => {
    const first = await login();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refreshed(first.refresh_token)));
    expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
    const grant = await grantOf(first.refresh_token);
    expect(grant.revokedAt).toBeNull();
    expect(
      await ctx.db.prisma.refreshToken.count({ where: { grantId: grant.id, usedAt: null, revokedAt: null } }),
    ).toBe(1);
  });

  it("stores only hashes: neither the presented token nor its successor is in the table", async () => {
    const first = await login();
    const second = await refreshed(first.refresh_token);
    const grantId = (await grantOf(first.refresh_token)).id;
    const rows = await ctx.db.prisma.refreshToken.findMany({ where: { grantId } });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.refresh_token);
    expect(stored).not.toContain(second.refresh_token);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [hashSecret(first.refresh_token), hashSecret(second.refresh_token)].sort(),
    );
  });
});

describe("refresh ceiling per grant (token route, real database)", () => {
  it("answers 429 slow_down with Retry-After above 60 refreshes a minute, keeps the token, spares other grants", async () => {
    const first = await login();
    const grantId = (await grantOf(first.refresh_token)).id;
    let current = first.refresh_token;
    // The ceiling is per minute: the clock is held still while it is spent (only Date is faked), so
    // the window cannot lapse midway however slow the machine is.
    vi.useFakeTimers({ toFake: ["Date"] });
    let limited: Response;
    try {
      for (let i = 0; i < 60; i++) current = (await refreshed(current)).refresh_token;
      limited = await refresh(current);
    } finally {
      vi.useRealTimers();
    }
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: "slow_down" });
    const grant = await grantOf(current);
    expect(grant).toMatchObject({ id: grantId, revokedAt: null });
    expect(
      (await ctx.db.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashSecret(current) } })).usedAt,
    ).toBeNull();
    expect(await ctx.db.prisma.refreshToken.count({ where: { grantId: grant.id } })).toBe(
      RETIRED_REFRESH_TOKENS_KEPT + 1,
    );
    const other = await login();
    expect((await refreshed(other.refresh_token)).access_token).toBeTruthy();
  });
});

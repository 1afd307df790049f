// The token endpoint's activity counters, written after real token requests: outcomes and
// reasons per client and day, nothing for an unknown client_id, past days untouched by later
// revocations, and old days pruned by housekeeping. A rolled secret's expiry is enforced here too.
import { beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { pruneExpiredRecords } from "@/lib/db/housekeeping/prune-expired-records";
import { loadClientActivity } from "@/lib/db/clients/client-usage";
import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";
import { recordTokenActivity } from "@/lib/db/oauth/record-token-activity";
import { tokenActivityRecorder } from "@/lib/server/roots/recorders";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange, refresh, tokenRequest } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const newCode = async () => (await authorizeAndAllow(confQuery(), await demoUser())).code;
const confInternalId = async () =>
  (await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } })).id;
const rowsOf = async (clientId: string) =>
  (
    await ctx.db.prisma.clientTokenActivity.findMany({
      where: { clientId },
      orderBy: [{ outcome: "asc" }, { reason: "asc" }],
    })
  ).map((r) => ({ outcome: r.outcome, reason: r.reason, count: r.count }));

describe("token activity counters", () => {
  it("counts successes and failures with their reasons after real token requests, unchanged by a later revocation", async () => {
    const id = await confInternalId();
    const code = await newCode();
    expect((await exchange(code, {}, { clientId: CONF.clientId, secret: "wrong-secret" })).status).toBe(401);
    const first = (await (await exchange(code)).json()) as { refresh_token: string };
    expect((await exchange(code)).status).toBe(400);
    // The reused code revoked the grant: its refresh token is dead.
    expect((await refresh(first.refresh_token)).status).toBe(400);
    await tokenActivityRecorder().flush();
    const before = await rowsOf(id);
    expect(before).toEqual([
      { outcome: "failure", reason: "code_used_or_expired", count: 1 },
      { outcome: "failure", reason: "refresh_token_revoked_or_reused", count: 1 },
      { outcome: "failure", reason: "wrong_client_secret", count: 1 },
      { outcome: "success", reason: "", count: 1 },
    ]);

    // The client list shows its users with a live grant and when it last got a token.
    const ownerId = (await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { id } })).ownerId;
    const listed = (await listClientsForOwner(ownerId)).find((c) => c.clientId === CONF.clientId);
    expect(listed?.lastTokenAt).toBeInstanceOf(Date);
    // The reused code revoked the only grant: no user has a live one.
    expect(listed?.activeUsers).toBe(0);

    const activity = await loadClientActivity(id);
    expect(activity.tokens.days.at(-1)).toMatchObject({ succeeded: 1, failed: 3 });
    expect(activity.tokens.lastSuccessAt).not.toBeNull();
    expect(activity.tokens.lastFailureAt).not.toBeNull();

    // Counts are what happened, not what the live rows say now.
    await ctx.db.prisma.grant.updateMany({ where: { clientId: id }, data: { revokedAt: new Date() } });
    await ctx.db.prisma.refreshToken.deleteMany({ where: { grant: { clientId: id } } });
    expect(await rowsOf(id)).toEqual(before);
  });

  it("writes nothing for a client_id that does not exist", async () => {
    const before = await ctx.db.prisma.clientTokenActivity.count();
    const response = await tokenRequest({
      grant_type: "authorization_code",
      code: "x",
      redirect_uri: "http://localhost:8080/callback",
      client_id: "nobody-registered-this",
      client_secret: "s",
    });
    expect(response.status).toBe(401);
    await recordTokenActivity(ctx.db.prisma, [
      { clientId: "nobody", day: new Date(), outcome: "failure", reason: "rate_limited", count: 1, lastAt: new Date() },
      {
        clientId: "nul\u0000",
        day: new Date(),
        outcome: "failure",
        reason: "rate_limited",
        count: 1,
        lastAt: new Date(),
      },
    ]);
    await tokenActivityRecorder().flush();
    expect(await ctx.db.prisma.clientTokenActivity.count()).toBe(before);
  });

  it("adds to a day's row in one upsert and keeps the latest time", async () => {
    const id = await confInternalId();
    const day = new Date("2026-01-10T00:00:00Z");
    const row = (count: number, lastAt: string) => ({
      clientId: CONF.clientId,
      day,
      outcome: "failure" as const,
      reason: "rate_limited",
      count,
      lastAt: new Date(lastAt),
    });
    await recordTokenActivity(ctx.db.prisma, [row(2, "2026-01-10T12:00:00Z")]);
    await recordTokenActivity(ctx.db.prisma, [row(3, "2026-01-10T08:00:00Z")]);
    const stored = await ctx.db.prisma.clientTokenActivity.findUniqueOrThrow({
      where: { clientId_day_outcome_reason: { clientId: id, day, outcome: "failure", reason: "rate_limited" } },
    });
    expect(stored).toMatchObject({ count: 5, lastAt: new Date("2026-01-10T12:00:00Z") });
  });

  it("is pruned by housekeeping after 90 days, with expired secrets", async () => {
    const id = await confInternalId();
    const now = new Date("2026-06-01T12:00:00Z");
    const old = new Date("2026-03-02T00:00:00Z"); // 91 days before
    const kept = new Date("2026-03-04T00:00:00Z");
    for (const day of [old, kept])
      await ctx.db.prisma.clientTokenActivity.create({
        data: { clientId: id, day, outcome: "success", count: 1, lastAt: day },
      });
    await ctx.db.prisma.clientSecret.create({
      data: { clientId: id, secretHash: hashSecret("gone"), hint: "gone", expiresAt: new Date("2026-06-01T11:00:00Z") },
    });
    const counts = await pruneExpiredRecords(ctx.db.prisma, { now, auditRetentionDays: 365 });
    expect(counts.expiredSecrets).toBe(1);
    expect(counts.tokenActivityDays).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.prisma.clientTokenActivity.count({ where: { clientId: id, day: old } })).toBe(0);
    expect(await ctx.db.prisma.clientTokenActivity.count({ where: { clientId: id, day: kept } })).toBe(1);
  });
});

describe("a rolled secret at the token endpoint", () => {
  it("works until its expiry, then is refused exactly like a wrong secret", async () => {
    const id = await confInternalId();
    const rolled = "cs_rolled_secret_for_expiry_test_0123456789";
    const secret = await ctx.db.prisma.clientSecret.create({
      data: { clientId: id, secretHash: hashSecret(rolled), hint: "6789", expiresAt: new Date(Date.now() + 60_000) },
    });
    const client = { clientId: CONF.clientId, secret: rolled };
    expect((await exchange(await newCode(), {}, client)).status).toBe(200);

    await ctx.db.prisma.clientSecret.update({
      where: { id: secret.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await exchange(await newCode(), {}, client);
    const wrong = await exchange(await newCode(), {}, { clientId: CONF.clientId, secret: "cs_wrong" });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(await wrong.json());
    expect(expired.headers.get("www-authenticate")).toBe(wrong.headers.get("www-authenticate"));
    // The lasting secret still works.
    expect((await exchange(await newCode())).status).toBe(200);
  });
});

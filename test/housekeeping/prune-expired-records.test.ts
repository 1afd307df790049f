// Housekeeping deletes exactly what no rule needs any more, in batches, on the real database.
import { afterEach, describe, expect, it } from "vitest";
import { pruneExpiredRecords } from "@/lib/db/housekeeping/prune-expired-records";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { createPrismaOnceStore } from "@/lib/db/oauth/prisma-once-store";
import { startHousekeeping, stopHousekeeping } from "@/lib/server/startup/housekeeping-job";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const NOW = new Date("2031-06-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

async function world() {
  const prisma = ctx.db.prisma;
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const user = await prisma.user.create({
    data: { email: `${tag}@example.com`, username: tag, name: "u", passwordHash: "x" },
  });
  const client = await prisma.oAuthClient.create({
    data: { clientId: `c-${tag}`, name: "c", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: user.id },
  });
  const code = (name: string, expiresAt: Date) =>
    prisma.authorizationCode.create({
      data: {
        codeHash: `${name}-${tag}`,
        clientId: client.id,
        userId: user.id,
        redirectUri: "https://a.example/cb",
        expiresAt,
      },
    });
  const grant = (name: string, revokedAt: Date | null) =>
    prisma.grant.create({
      data: {
        id: `${name}-${tag}`,
        clientId: client.id,
        userId: user.id,
        authorizationCodeHash: `g-${name}-${tag}`,
        revokedAt,
      },
    });
  const token = (
    name: string,
    grantId: string,
    over: { expiresAt: Date; usedAt?: Date; revokedAt?: Date; parentId?: string },
  ) => prisma.refreshToken.create({ data: { tokenHash: `${name}-${tag}`, grantId, ...over } });
  return { prisma, tag, user, client, code, grant, token };
}

describe("pruneExpiredRecords", () => {
  it("deletes expired codes, dead refresh tokens, old request records and audit rows; keeps the rest", async () => {
    const w = await world();
    await w.code("code-long-expired", ago(61 * MIN));
    await w.code("code-just-expired", ago(5 * MIN));
    await w.code("code-live", later(5 * MIN));

    const live = await w.grant("live", null);
    const revoked = await w.grant("revoked", ago(DAY));
    const retired = await w.token("retired", live.id, { expiresAt: later(DAY), usedAt: ago(MIN) });
    await w.token("current", live.id, { expiresAt: later(DAY), parentId: retired.id });
    await w.token("retired-successor", live.id, { expiresAt: later(DAY), revokedAt: ago(MIN), parentId: retired.id });
    await w.token("expired", live.id, { expiresAt: ago(1000), usedAt: ago(2 * DAY) });
    for (let i = 0; i < 5; i++)
      await w.token(`of-revoked-${i}`, revoked.id, { expiresAt: later(DAY), revokedAt: ago(DAY) });

    for (const [age, withScope] of [
      [31 * DAY, false],
      [40 * DAY, true],
      [29 * DAY, false],
      [MIN, true],
    ] as const) {
      await w.prisma.authorizationRequestLog.create({
        data: { clientId: w.client.id, withScope, createdAt: ago(age) },
      });
    }
    for (const age of [366 * DAY, 400 * DAY, 364 * DAY]) {
      await w.prisma.auditLog.create({ data: { clientId: w.client.id, eventType: "test", createdAt: ago(age) } });
    }

    await w.prisma.userSession.create({ data: { idHash: `expired-${w.tag}`, userId: w.user.id, expiresAt: ago(MIN) } });
    await w.prisma.userSession.create({ data: { idHash: `live-${w.tag}`, userId: w.user.id, expiresAt: later(DAY) } });
    await w.prisma.rateLimiterFlexible.create({ data: { key: `expired-${w.tag}`, points: 3, expire: ago(MIN) } });
    await w.prisma.rateLimiterFlexible.create({ data: { key: `live-${w.tag}`, points: 3, expire: later(MIN) } });

    // Three dead consent tickets (more than one batch of 2, one expiring exactly now), one live.
    const ticket = (name: string, expiresAt: Date) =>
      w.prisma.consentTicket.create({ data: { ticketHash: `${name}-${w.tag}`, userId: w.user.id, expiresAt } });
    await ticket("ticket-old", ago(DAY));
    await ticket("ticket-expired", ago(MIN));
    await ticket("ticket-now", NOW);
    await ticket("ticket-live", later(MIN));
    // Pushed requests: two dead (one expiring exactly now), one live.
    const pushed = (name: string, expiresAt: Date) =>
      w.prisma.pushedAuthorizationRequest.create({
        data: { referenceHash: `${name}-${w.tag}`, clientId: w.client.clientId, params: "client_id=c", expiresAt },
      });
    await pushed("pushed-expired", ago(MIN));
    await pushed("pushed-now", NOW);
    await pushed("pushed-live", later(30_000));

    // Expired invitations go (one expiring exactly now can no longer be accepted); a live one stays.
    const team = await w.prisma.team.create({ data: { name: "t", slug: `t-${w.tag}` } });
    const invitation = (name: string, expiresAt: Date) =>
      w.prisma.invitation.create({ data: { teamId: team.id, email: `${name}-${w.tag}@example.com`, expiresAt } });
    await invitation("old", ago(DAY));
    await invitation("now", NOW);
    await invitation("live", later(DAY));
    // Webhook logs: finished deliveries older than 30 days go (attempts with them), a pending one
    // stays whatever its age, and so does its event; an event left without deliveries goes.
    const hook = await w.prisma.webhook.create({
      data: { userId: w.user.id, subscriberUrl: "https://hooks.example.com/x", triggers: ["BOOKING_CREATED"] },
    });
    const event = (age: number) =>
      w.prisma.webhookEvent.create({ data: { triggerEvent: "BOOKING_CREATED", body: "{}", createdAt: ago(age) } });
    const delivery = async (name: string, age: number, status: "DELIVERED" | "FAILED" | "PENDING") => {
      const e = await event(age);
      await w.prisma.webhookDelivery.create({
        data: {
          id: `${name}-${w.tag}`,
          messageId: name,
          webhookId: hook.id,
          eventId: e.id,
          status,
          createdAt: ago(age),
          attemptLog: { create: [{ number: 1, startedAt: ago(age), latencyMs: 5 }] },
        },
      });
    };
    await delivery("old-delivered", 31 * DAY, "DELIVERED");
    await delivery("old-failed", 40 * DAY, "FAILED");
    await delivery("old-pending", 40 * DAY, "PENDING");
    await delivery("recent", 29 * DAY, "DELIVERED");
    await event(45 * DAY);

    const counts = await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365, batchSize: 2 });
    expect(counts).toEqual({
      authorizationCodes: 1,
      refreshTokens: 6,
      authorizationRequests: 2,
      auditEvents: 2,
      userSessions: 1,
      rateLimitCounters: 1,
      consentTickets: 3,
      pushedRequests: 2,
      invitations: 2,
      webhookDeliveries: 2,
      webhookEvents: 3,
      passwordResets: 0,
      emailVerifications: 0,
      deletedClients: 0,
      grantScopeUsage: 0,
      expiredSecrets: 0,
      tokenActivityDays: 0,
      usedOnce: 0,
    });
    expect(await w.prisma.invitation.count({ where: { teamId: team.id } })).toBe(1);
    const deliveries = (await w.prisma.webhookDelivery.findMany({ where: { webhookId: hook.id } })).map(
      (d) => d.messageId,
    );
    expect(deliveries.sort()).toEqual(["old-pending", "recent"]);
    expect(await w.prisma.webhookAttempt.count({ where: { delivery: { webhookId: hook.id } } })).toBe(2);
    expect(await w.prisma.webhookEvent.count()).toBe(2);
    const tickets = (
      await w.prisma.consentTicket.findMany({ where: { userId: w.user.id }, select: { ticketHash: true } })
    ).map((t) => t.ticketHash);
    expect(tickets).toEqual([`ticket-live-${w.tag}`]);
    const pushedKept = await w.prisma.pushedAuthorizationRequest.findMany({ where: { clientId: w.client.clientId } });
    expect(pushedKept.map((r) => r.referenceHash)).toEqual([`pushed-live-${w.tag}`]);
    expect(await w.prisma.userSession.count({ where: { idHash: `live-${w.tag}` } })).toBe(1);
    expect(await w.prisma.rateLimiterFlexible.count({ where: { key: `live-${w.tag}` } })).toBe(1);

    const codes = (
      await w.prisma.authorizationCode.findMany({ where: { clientId: w.client.id }, select: { codeHash: true } })
    ).map((c) => c.codeHash);
    expect(codes.sort()).toEqual([`code-just-expired-${w.tag}`, `code-live-${w.tag}`]);
    const tokens = (
      await w.prisma.refreshToken.findMany({ where: { grant: { clientId: w.client.id } }, select: { tokenHash: true } })
    ).map((t) => t.tokenHash);
    expect(tokens.sort()).toEqual([`current-${w.tag}`, `retired-${w.tag}`, `retired-successor-${w.tag}`]);
    expect(await w.prisma.authorizationRequestLog.count({ where: { clientId: w.client.id } })).toBe(2);
    expect(await w.prisma.auditLog.count({ where: { clientId: w.client.id } })).toBe(1);
    expect(await w.prisma.grant.count({ where: { clientId: w.client.id } })).toBe(2);
  });

  it("keeps reuse detection working: a retired token of a live grant still revokes the grant after pruning", async () => {
    const w = await world();
    const store = createPrismaOAuthStore(w.prisma);
    const grant = await w.grant("g", null);
    await w.token("old", grant.id, { expiresAt: later(DAY), usedAt: ago(10 * MIN) });
    await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365 });
    const next = { tokenHash: `next-${w.tag}`, clientId: w.client.clientId, issuedAt: NOW, expiresAt: later(DAY) };
    expect(await store.rotateRefreshToken(`old-${w.tag}`, next, NOW, { retryWindowStart: ago(30_000) })).toEqual({
      status: "reused",
      grantId: grant.id,
    });
  });

  it("deletes expired password reset links and usage counts older than 31 days; keeps the rest", async () => {
    const w = await world();
    const reset = (name: string, expiresAt: Date) =>
      w.prisma.passwordReset.create({ data: { tokenHash: `${name}-${w.tag}`, userId: w.user.id, expiresAt } });
    await reset("expired", ago(MIN));
    await reset("used-and-expired", ago(DAY));
    await reset("live", later(10 * MIN));
    const grant = await w.grant("used", null);
    const day = (daysAgo: number) => new Date(Date.UTC(2031, 5, 1) - daysAgo * DAY);
    for (const d of [0, 30, 31, 45])
      await w.prisma.grantScopeUsage.create({
        data: { grantId: grant.id, scope: "BOOKING_READ", day: day(d), reads: 1, lastAt: day(d) },
      });
    const counts = await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365, batchSize: 1 });
    expect(counts).toMatchObject({ passwordResets: 2, grantScopeUsage: 2 });
    expect((await w.prisma.passwordReset.findMany({ where: { userId: w.user.id } })).map((r) => r.tokenHash)).toEqual([
      `live-${w.tag}`,
    ]);
    const kept = await w.prisma.grantScopeUsage.findMany({ where: { grantId: grant.id }, orderBy: { day: "desc" } });
    expect(kept.map((r) => r.day)).toEqual([day(0), day(30)]);
  });

  it("deletes single-use records at or past their expiry; a live one still refuses its replay", async () => {
    const w = await world();
    const recorder = createPrismaOnceStore(w.prisma, ctx.db.direct, () => ago(DAY));
    const once = (id: string, expiresAt: Date) => recorder.firstUse("client_assertion", `${id}-${w.tag}`, expiresAt);
    for (const [id, expiresAt] of [
      ["old", ago(DAY)],
      ["now", NOW],
      ["live", later(MIN)],
    ] as const)
      expect(await once(id, expiresAt)).toBe(true);
    const counts = await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365, batchSize: 1 });
    expect(counts.usedOnce).toBe(2);
    const live = createPrismaOnceStore(w.prisma, ctx.db.direct, () => NOW);
    expect(await live.firstUse("client_assertion", `live-${w.tag}`, later(MIN))).toBe(false);
    expect(await live.firstUse("client_assertion", `now-${w.tag}`, later(MIN))).toBe(true);
  });

  it("deletes address links past their expiry and deleted clients past their restore window", async () => {
    const w = await world();
    const link = (name: string, expiresAt: Date) =>
      w.prisma.emailVerification.create({
        data: {
          tokenHash: `${name}-${w.tag}`,
          userId: w.user.id,
          email: "x@example.com",
          purpose: "change",
          expiresAt,
        },
      });
    await link("expired", ago(MIN));
    await link("live", later(MIN));
    const copy = (name: string, restorableUntil: Date) =>
      w.prisma.deletedClient.create({
        data: {
          id: `${name}-${w.tag}`,
          clientId: `${name}-${w.tag}`,
          ownerId: w.user.id,
          name,
          client: {},
          secrets: [],
          deletedAt: ago(DAY),
          restorableUntil,
        },
      });
    await copy("gone", NOW);
    await copy("restorable", later(MIN));
    expect(await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365 })).toMatchObject({
      emailVerifications: 1,
      deletedClients: 1,
    });
    expect(
      (await w.prisma.emailVerification.findMany({ where: { userId: w.user.id } })).map((r) => r.tokenHash),
    ).toEqual([`live-${w.tag}`]);
    expect((await w.prisma.deletedClient.findMany({ where: { ownerId: w.user.id } })).map((r) => r.name)).toEqual([
      "restorable",
    ]);
  });

  it("prunes again as a no-op", async () => {
    const w = await world();
    await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365 });
    expect(await pruneExpiredRecords(w.prisma, { now: NOW, auditRetentionDays: 365 })).toEqual({
      authorizationCodes: 0,
      refreshTokens: 0,
      authorizationRequests: 0,
      auditEvents: 0,
      userSessions: 0,
      rateLimitCounters: 0,
      consentTickets: 0,
      pushedRequests: 0,
      invitations: 0,
      webhookDeliveries: 0,
      webhookEvents: 0,
      passwordResets: 0,
      emailVerifications: 0,
      deletedClients: 0,
      grantScopeUsage: 0,
      expiredSecrets: 0,
      tokenActivityDays: 0,
      usedOnce: 0,
    });
  });
});

describe("startHousekeeping", () => {
  afterEach(stopHousekeeping);

  it("starts one unref'd timer per process", () => {
    expect(startHousekeeping()).toBe(true);
    const first = (globalThis as { __oauthHousekeeping?: NodeJS.Timeout }).__oauthHousekeeping;
    expect(startHousekeeping()).toBe(true);
    expect((globalThis as { __oauthHousekeeping?: NodeJS.Timeout }).__oauthHousekeeping).toBe(first);
    expect(first?.hasRef()).toBe(false);
  });
});

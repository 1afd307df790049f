import { describe, expect, it } from "vitest";
import { loadAuthorizationTraffic } from "@/lib/db/clients/authorization-request-stats";
import { migrateLegacyClientCommand } from "@/lib/actions/portal-commands";
import { withTestDatabase } from "../test-database";
import { auditOf, internalIdOf, makeClient, makeUser, type TestUser } from "./portal-fixtures";

const ctx = withTestDatabase();
const HOUR = 60 * 60 * 1000;

async function makeLegacyClient(owner: TestUser) {
  const { clientId } = await makeClient(owner);
  await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { scopes: [], status: "APPROVED" } });
  return { clientId, internalId: await internalIdOf(ctx.db.prisma, clientId) };
}

async function logRequests(
  internalId: string,
  entries: Array<[hoursAgo: number, withScope: boolean]>,
  now = new Date(),
) {
  await ctx.db.prisma.authorizationRequestLog.createMany({
    data: entries.map(([hoursAgo, withScope]) => ({
      clientId: internalId,
      withScope,
      createdAt: new Date(now.getTime() - hoursAgo * HOUR),
    })),
  });
}

const confirmed = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId,
  scopes: ["PROFILE_READ", "BOOKING_READ"],
  confirmed: true,
  acknowledgeUnscopedTraffic: false,
  ...extra,
});

describe("authorization request traffic", () => {
  it("counts requests with and without scope over 24 hours and 7 days, per UTC day over 30 days, and the last one without scope", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { internalId } = await makeLegacyClient(owner);
    const other = await makeLegacyClient(owner);
    const now = new Date("2025-06-30T12:00:00Z");
    await logRequests(
      internalId,
      [
        [1, true],
        [2, true],
        [3, false],
        [30, false],
        [30, true],
        [24 * 6, false],
        [24 * 10, false],
        [24 * 40, false],
      ],
      now,
    );
    await logRequests(other.internalId, [[1, false]], now);
    const traffic = await loadAuthorizationTraffic({ clientInternalId: internalId, now });
    expect(traffic.last24h).toEqual({ withScope: 2, withoutScope: 1 });
    expect(traffic.last7d).toEqual({ withScope: 3, withoutScope: 3 });
    expect(traffic.days).toHaveLength(30);
    expect(traffic.days.at(-1)).toEqual({ day: "2025-06-30", withScope: 2, withoutScope: 1 });
    expect(traffic.days.find((d) => d.day === "2025-06-29")).toEqual({
      day: "2025-06-29",
      withScope: 1,
      withoutScope: 1,
    });
    expect(traffic.days.find((d) => d.day === "2025-06-20")).toEqual({
      day: "2025-06-20",
      withScope: 0,
      withoutScope: 1,
    });
    expect(traffic.days.reduce((n, d) => n + d.withScope + d.withoutScope, 0)).toBe(7);
    expect(traffic.lastWithoutScopeAt?.toISOString()).toBe("2025-06-30T09:00:00.000Z");
    expect(traffic.lastWithScopeAt?.toISOString()).toBe("2025-06-30T11:00:00.000Z");
  });
});

describe("migrating a legacy client", () => {
  it("saves the scopes after confirmation; the client is no longer legacy and the change is audited", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, internalId } = await makeLegacyClient(owner);
    await logRequests(internalId, [
      [1, true],
      [24 * 20, false],
    ]);
    const result = await migrateLegacyClientCommand(owner, confirmed(clientId));
    expect(result).toEqual({ ok: true, data: { scopes: ["BOOKING_READ", "PROFILE_READ"] } });
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).scopes).toEqual([
      "BOOKING_READ",
      "PROFILE_READ",
    ]);
    expect((await auditOf(ctx.db.prisma, clientId)).at(-1)).toMatchObject({
      actorId: owner.id,
      eventType: "client.legacy_migrated",
      details: { before: [], after: ["BOOKING_READ", "PROFILE_READ"], acknowledgedUnscopedTraffic: false },
    });
  });

  it("while requests without scope are still arriving, refuses unless the owner acknowledges breaking them", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, internalId } = await makeLegacyClient(owner);
    await logRequests(internalId, [
      [2, false],
      [1, true],
    ]);
    const refused = await migrateLegacyClientCommand(owner, confirmed(clientId));
    expect(refused).toMatchObject({
      ok: false,
      code: "unscoped_traffic",
      fieldErrors: { acknowledgeUnscopedTraffic: expect.stringContaining("still arriving") },
    });
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).scopes).toEqual([]);
    const saved = await migrateLegacyClientCommand(owner, confirmed(clientId, { acknowledgeUnscopedTraffic: true }));
    expect(saved).toMatchObject({ ok: true });
    expect((await auditOf(ctx.db.prisma, clientId)).at(-1)).toMatchObject({
      details: { acknowledgedUnscopedTraffic: true, unscopedRequestsLast7d: 1 },
    });
  });

  it("requires the explicit confirmation and at least one scope", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeLegacyClient(owner);
    expect(await migrateLegacyClientCommand(owner, confirmed(clientId, { confirmed: false }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { confirmed: expect.any(String) },
    });
    expect(await migrateLegacyClientCommand(owner, confirmed(clientId, { scopes: [] }))).toMatchObject({
      ok: false,
      fieldErrors: { scopes: "Choose at least one scope." },
    });
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).scopes).toEqual([]);
  });

  it("refuses a client that already has scopes, and clients of other users", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const scoped = await makeClient(owner);
    expect(await migrateLegacyClientCommand(owner, confirmed(scoped.clientId))).toMatchObject({
      ok: false,
      code: "not_legacy",
    });
    const { clientId } = await makeLegacyClient(owner);
    for (const caller of [await makeUser(ctx.db.prisma), await makeUser(ctx.db.prisma, "ADMIN")]) {
      expect(await migrateLegacyClientCommand(caller, confirmed(clientId))).toMatchObject({
        ok: false,
        code: "not_found",
      });
    }
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).scopes).toEqual([]);
  });
});

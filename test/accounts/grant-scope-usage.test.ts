// What apps did with a person's grants, on the real database: counts are added up as calls happen
// (batched by the recorder), never recomputed, and the apps page reads them per app and scope.
import { describe, expect, it } from "vitest";
import { listAuthorizedApps } from "@/lib/accounts/use-cases/authorized-apps";
import { addGrantScopeUsage } from "@/lib/db/grants/grant-scope-usage";
import { authorizedAppDeps } from "@/lib/server/roots/accounts";
import { grantUsageRecorder } from "@/lib/server/roots/recorders";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const DAY = 86_400_000;

async function grantOf(scopes: string[]) {
  const prisma = ctx.db.prisma;
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const user = await prisma.user.create({
    data: { email: `${tag}@example.com`, username: tag, name: "u", passwordHash: "x" },
  });
  const client = await prisma.oAuthClient.create({
    data: { clientId: `c-${tag}`, name: "Planner", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: user.id },
  });
  const grant = await prisma.grant.create({
    data: { clientId: client.id, userId: user.id, authorizationCodeHash: `g-${tag}`, scopes },
  });
  return { user, client, grant };
}

describe("counted use of grants", () => {
  it("adds batches to the day's row, never moves the last use back, and skips a grant that is gone", async () => {
    const { grant } = await grantOf(["BOOKING_READ"]);
    const day = new Date("2031-06-01T00:00:00Z");
    const late = new Date("2031-06-01T15:00:00Z");
    const early = new Date("2031-06-01T09:00:00Z");
    const row = { grantId: grant.id, scope: "BOOKING_READ", day };
    await addGrantScopeUsage([{ ...row, reads: 3, changes: 0, lastAt: late }]);
    await addGrantScopeUsage([
      { ...row, reads: 2, changes: 1, lastAt: early },
      { grantId: "no-such-grant", scope: "BOOKING_READ", day, reads: 1, changes: 0, lastAt: late },
    ]);
    expect(await ctx.db.prisma.grantScopeUsage.findMany({ where: { grantId: grant.id } })).toEqual([
      { ...row, reads: 5, changes: 1, lastAt: late },
    ]);
    expect(await ctx.db.prisma.grantScopeUsage.count({ where: { grantId: "no-such-grant" } })).toBe(0);
  });

  it("shows each app's reads and changes per scope over 30 days, recorded through the in-memory tally", async () => {
    const { user, grant } = await grantOf(["BOOKING_READ", "BOOKING_WRITE"]);
    const now = new Date();
    for (let i = 0; i < 14; i++)
      grantUsageRecorder().add({ grantId: grant.id, scope: "BOOKING_READ", kind: "read", at: now });
    grantUsageRecorder().add({ grantId: grant.id, scope: "BOOKING_WRITE", kind: "change", at: now });
    await grantUsageRecorder().flush();
    await ctx.db.prisma.grantScopeUsage.create({
      data: {
        grantId: grant.id,
        scope: "BOOKING_READ",
        day: new Date(now.getTime() - 40 * DAY),
        reads: 99,
        lastAt: now,
      },
    });
    const [app] = await listAuthorizedApps(authorizedAppDeps(now), user.id);
    expect(app?.usage).toEqual([
      { scope: "BOOKING_READ", reads: 14, changes: 0, lastAt: now },
      { scope: "BOOKING_WRITE", reads: 0, changes: 1, lastAt: now },
    ]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { listAuthorizedApps } from "@/lib/db/grants/list-authorized-apps";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";
import { countActiveUsers } from "@/lib/db/clients/client-usage";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

describe("authorized apps", () => {
  it("lists each app once with the union of its live grants, and revoking stops every token at once", async () => {
    const user = await demoUser();
    const tokens = [];
    for (const scope of ["PROFILE_READ", "BOOKING_READ PROFILE_READ"]) {
      const { code } = await authorizeAndAllow(confQuery({ scope }), user);
      tokens.push((await (await exchange(code)).json()) as { access_token: string; refresh_token: string });
    }
    const apps = await listAuthorizedApps(user.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ clientId: CONF.clientId, grantCount: 2, legacyUnrestricted: false });
    expect(new Set(apps[0]!.scopes)).toEqual(new Set(["PROFILE_READ", "BOOKING_READ"]));

    const other = await demoUser("developer");
    expect(await revokeAppAccess({ userId: other.id, clientId: CONF.clientId })).toBe(0);
    expect(await revokeAppAccess({ userId: user.id, clientId: CONF.clientId })).toBe(2);
    for (const t of tokens) {
      expect((await me(t.access_token)).status).toBe(401);
      expect((await refresh(t.refresh_token)).status).toBe(400);
    }
    expect(await listAuthorizedApps(user.id)).toEqual([]);
  });

  it("says when access was granted and when the app last used it (code exchange, then each refresh)", async () => {
    const user = await demoUser("teammate");
    const { code } = await authorizeAndAllow(confQuery({ scope: "PROFILE_READ" }), user);
    // The grant is made when the code is exchanged: the app has used it from the start.
    expect(await listAuthorizedApps(user.id)).toEqual([]);
    const tokens = (await (await exchange(code)).json()) as { refresh_token: string };
    const [exchanged] = await listAuthorizedApps(user.id);
    expect(exchanged!.lastUsedAt).toBeInstanceOf(Date);
    expect(exchanged!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(exchanged!.firstAuthorizedAt.getTime());
    await new Promise((r) => setTimeout(r, 5));
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    const [refreshed] = await listAuthorizedApps(user.id);
    expect(refreshed!.lastUsedAt!.getTime()).toBeGreaterThan(exchanged!.lastUsedAt!.getTime());
  });

  it("an app re-running a remembered consent holds at most the cap of live grants; the page and counts stay right", async () => {
    const user = await demoUser();
    const client = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
    const activeUsers = async () => (await countActiveUsers([client.id])).get(client.id) ?? 0;
    expect(await listAuthorizedApps(user.id)).toEqual([]);
    const othersActive = await activeUsers();
    const ROUNDS = MAX_LIVE_GRANTS_PER_USER_AND_CLIENT + 5;
    const tokens = [];
    for (let round = 0; round < ROUNDS; round++) {
      // After the first consent every round is silent: the scopes are remembered.
      const { code } = await authorizeAndAllow(confQuery({ scope: "PROFILE_READ" }), user);
      tokens.push((await (await exchange(code)).json()) as { access_token: string; refresh_token: string });
    }
    const grants = await ctx.db.prisma.grant.findMany({ where: { userId: user.id, clientId: client.id } });
    expect(grants.filter((g) => g.revokedAt === null)).toHaveLength(MAX_LIVE_GRANTS_PER_USER_AND_CLIENT);
    expect(grants.filter((g) => g.revokedReason === "superseded_by_newer_grant")).toHaveLength(5);
    // The oldest sessions are over, refresh tokens included; the newest work.
    for (const t of tokens.slice(0, 5)) {
      expect((await me(t.access_token)).status).toBe(401);
      expect((await refresh(t.refresh_token)).status).toBe(400);
    }
    for (const t of tokens.slice(5)) expect((await me(t.access_token)).status).toBe(200);

    const apps = await listAuthorizedApps(user.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ clientId: CONF.clientId, grantCount: MAX_LIVE_GRANTS_PER_USER_AND_CLIENT });
    expect(await activeUsers()).toBe(othersActive + 1);
    expect(await revokeAppAccess({ userId: user.id, clientId: CONF.clientId })).toBe(
      MAX_LIVE_GRANTS_PER_USER_AND_CLIENT,
    );
    expect(await listAuthorizedApps(user.id)).toEqual([]);
  });

  it("records the grant's last API call, at most once a minute", async () => {
    const user = await demoUser("admin");
    const { code } = await authorizeAndAllow(confQuery({ scope: "PROFILE_READ" }), user);
    const tokens = (await (await exchange(code)).json()) as { access_token: string };
    const grant = () =>
      ctx.db.prisma.grant.findFirstOrThrow({ where: { userId: user.id }, select: { lastUsedAt: true } });
    expect((await grant()).lastUsedAt).toBeNull();
    expect((await me(tokens.access_token)).status).toBe(200);
    await expect.poll(async () => (await grant()).lastUsedAt, { timeout: 60_000 }).not.toBeNull();
    const first = (await grant()).lastUsedAt;
    await ctx.db.prisma.grant.updateMany({
      where: { userId: user.id },
      data: { lastUsedAt: new Date(first!.getTime() - 1000) },
    });
    expect((await me(tokens.access_token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Stamped under a minute ago: no second write.
    expect((await grant()).lastUsedAt).toEqual(new Date(first!.getTime() - 1000));
    const [app] = await listAuthorizedApps(user.id);
    expect(app?.lastUsedAt?.getTime()).toBeGreaterThanOrEqual(first!.getTime() - 1000);
  });
});

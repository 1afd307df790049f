import { beforeAll, describe, expect, it } from "vitest";
import { listAuthorizedApps } from "@/lib/db/grants/list-authorized-apps";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";
import { seedDemoData } from "@/lib/db/seed-demo-data";
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
});

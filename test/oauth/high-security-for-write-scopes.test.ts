// REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES=on through the token route: a client enabled for a write
// or ORG_* scope gets no tokens until it runs the high-security profile; a read-only client is
// untouched.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { issuer } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { CONF } from "./oauth-test-kit";

vi.hoisted(() => {
  process.env.REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES = "on";
});

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const basic = `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`;
const refresh = () =>
  tokenPOST(
    new Request(new URL("/v2/auth/oauth2/token", issuer()), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "not-a-token" }),
    }),
  );
const setScopes = (scopes: string[]) =>
  ctx.db.prisma.oAuthClient.update({ where: { clientId: CONF.clientId }, data: { scopes } });

describe("REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES=on at the token endpoint", () => {
  it("refuses a client enabled for a write scope that does not run the profile", async () => {
    await setScopes(["PROFILE_READ", "PROFILE_WRITE"]);
    const refused = await refresh();
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toContain("no-store");
    expect(await refused.json()).toMatchObject({
      error: "unauthorized_client",
      error_description: expect.stringMatching(/high-security profile/),
    });
  });

  it("leaves a read-only client alone: its request reaches the grant", async () => {
    await setScopes(["PROFILE_READ"]);
    expect(await (await refresh()).json()).toMatchObject({ error: "invalid_grant" });
  });
});

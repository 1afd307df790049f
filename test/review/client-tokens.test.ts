// Stopping a client stops it at once: its access tokens are refused on the next API
// call, refresh and exchange fail with unauthorized_client, and the consent screen says it is
// unavailable. Suspension is reversible; rejecting a client that had been approved is not.
import { beforeAll, describe, expect, it } from "vitest";
import { decideClient } from "../client-use-cases";
import { seedDemoData } from "../demo-seed";
import {
  authorizeAndAllow,
  authorizePage,
  demoUser,
  errorPageMessage,
  exchange,
  me,
  refresh,
} from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { demoUserId, expectOk, makeClient, type TestClient } from "./review-kit";

const ctx = withTestDatabase();
let adminId: string;
let ownerId: string;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  adminId = await demoUserId(ctx.db.prisma, "admin");
  ownerId = await demoUserId(ctx.db.prisma, "developer");
});

type Tokens = { access_token: string; refresh_token: string };
const query = (c: TestClient, extra: Record<string, string> = {}) => ({
  client_id: c.clientId,
  redirect_uri: c.redirect,
  scope: "PROFILE_READ",
  state: "s1",
  ...extra,
});
const asClient = (c: TestClient) => ({ clientId: c.clientId, secret: c.secret, redirect: c.redirect });

async function tokensFor(c: TestClient): Promise<Tokens> {
  const { code } = await authorizeAndAllow(query(c), await demoUser());
  const response = await exchange(code, {}, asClient(c));
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

async function expectTokenError(response: Response, error: string) {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe(error);
}

const decide = (
  c: TestClient,
  action: "approve" | "reject" | "suspend" | "reinstate",
  expectedStatus: "PENDING" | "APPROVED" | "SUSPENDED",
  reason = "Because.",
) => decideClient({ clientId: c.clientId, action, expectedStatus, actorId: adminId, reason });

describe("a pending client cannot be used until an admin approves it (spec 5.9)", () => {
  it("shows 'pending review' on the consent screen, refuses the token endpoint, then works after approval", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const outcome = await authorizePage(query(client), await demoUser());
    expect(outcome).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
    expect(errorPageMessage(outcome)).toMatch(/pending review/);
    // Even with a code from elsewhere, the token endpoint refuses the pending client once it is authenticated.
    await expectTokenError(await exchange("not-a-real-code", {}, asClient(client)), "unauthorized_client");

    expectOk(await decide(client, "approve", "PENDING"));
    const tokens = await tokensFor(client);
    expect((await me(tokens.access_token)).status).toBe(200);
  });
});

describe("suspension stops tokens at once and reinstatement brings them back", () => {
  it("refuses an access token issued before suspension at /v2/me, refresh and exchange get unauthorized_client", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    const tokens = await tokensFor(client);
    const { code: unusedCode } = await authorizeAndAllow(query(client), await demoUser());
    expect((await me(tokens.access_token)).status).toBe(200);

    expectOk(await decide(client, "suspend", "APPROVED", "Abuse report"));

    const refused = await me(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain('error="invalid_token"');
    await expectTokenError(await refresh(tokens.refresh_token, asClient(client)), "unauthorized_client");
    await expectTokenError(await exchange(unusedCode, {}, asClient(client)), "unauthorized_client");
    const consent = await authorizePage(query(client), await demoUser());
    expect(consent).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
    expect(errorPageMessage(consent)).toMatch(/suspended.*unavailable/);

    // Suspension is reversible: the grant was not revoked, so the same tokens work again.
    expectOk(await decide(client, "reinstate", "SUSPENDED"));
    expect((await me(tokens.access_token)).status).toBe(200);
    const refreshed = await refresh(tokens.refresh_token, asClient(client));
    expect(refreshed.status).toBe(200);
    const grants = await ctx.db.prisma.grant.findMany({ where: { clientId: client.id } });
    expect(grants.every((g) => g.revokedAt === null)).toBe(true);
  });
});

describe("rejecting a client that had been approved ends its users' access for good", () => {
  it("revokes grants, refresh tokens and unused codes, so re-approval does not revive them", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    const tokens = await tokensFor(client);
    const { code: unusedCode } = await authorizeAndAllow(query(client), await demoUser());

    const rejected = expectOk(await decide(client, "reject", "APPROVED", "Phishing"));
    expect(rejected.revokedGrants).toBe(1);
    expect((await me(tokens.access_token)).status).toBe(401);
    await expectTokenError(await refresh(tokens.refresh_token, asClient(client)), "unauthorized_client");
    const consent = await authorizePage(query(client), await demoUser());
    expect(consent).toMatchObject({ kind: "error-page" });
    expect(errorPageMessage(consent)).toMatch(/not approved.*unavailable/);

    // The owner fixes it, resubmits, an admin approves: old access stays dead, new consent works.
    await ctx.db.prisma.oAuthClient.update({ where: { id: client.id }, data: { status: "PENDING" } });
    expectOk(await decide(client, "approve", "PENDING"));
    expect((await me(tokens.access_token)).status).toBe(401);
    await expectTokenError(await refresh(tokens.refresh_token, asClient(client)), "invalid_grant");
    await expectTokenError(await exchange(unusedCode, {}, asClient(client)), "invalid_grant");
    const fresh = await tokensFor(client);
    expect((await me(fresh.access_token)).status).toBe(200);
    const revoked = await ctx.db.prisma.grant.findFirstOrThrow({
      where: { clientId: client.id, revokedAt: { not: null } },
    });
    expect(revoked.revokedReason).toBe("revoked_by_admin");
  });
});

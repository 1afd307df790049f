// The daily budgets of teams and invitations, through the routes and the database: a creator's
// teams and an organization's are bounded, and so are an inviter's invitations; a refusal is a 429
// in the API's envelope with Retry-After and CORS, and creates nothing. The windows are a day long,
// so none refills during the test. What an invitee is shown of a team's name is plain and short.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { MAX_INVITATION_NAME_CHARS } from "@/lib/scheduling/invitation-text";
import { configuredLimits } from "@/lib/server/rate-limit/limits";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
let world: World;
beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
});

const LIMITS = configuredLimits(process.env);
const hex = () => randomBytes(6).toString("hex");
type Body = { status: string; data: Record<string, unknown>[] & Record<string, unknown>; error?: { code: string } };

async function call(
  userId: string,
  scopes: Scope[],
  method: "GET" | "POST",
  path: string,
  params = {},
  body?: unknown,
) {
  const token = await mintToken(world, userId, scopes);
  return callRoute({ method, path }, { token, params, ...(body !== undefined ? { body } : {}) });
}

async function person(role: "OWNER" | "ADMIN", organizationId: string) {
  const u = `p-${hex()}`;
  const user = await ctx.db.prisma.user.create({
    data: { email: `${u}@example.com`, username: u, name: "P", passwordHash: "x" },
  });
  await ctx.db.prisma.organizationMembership.create({ data: { organizationId, userId: user.id, role } });
  return user;
}

async function organization() {
  return ctx.db.prisma.organization.create({ data: { name: "Org", slug: `org-${hex()}` } });
}

const createTeam = (userId: string, orgId: string, name = "Crew") =>
  call(
    userId,
    ["ORG_PROFILE_WRITE"],
    "POST",
    "/v2/organizations/{orgId}/teams",
    { orgId },
    { name, slug: `t-${hex()}` },
  );

async function expectBudgetRefusal(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(((await response.json()) as Body).error?.code).toBe("rate_limited");
}

describe("creating teams", () => {
  it("is bounded per creator, across organizations, and a refusal creates nothing", async () => {
    const [first, second] = [await organization(), await organization()];
    const owner = await person("OWNER", first.id);
    await ctx.db.prisma.organizationMembership.create({
      data: { organizationId: second.id, userId: owner.id, role: "OWNER" },
    });
    const allowed = LIMITS.TEAM_CREATION_CREATOR.points;
    for (let i = 0; i < allowed; i++)
      expect((await createTeam(owner.id, i % 2 ? first.id : second.id)).status).toBe(201);
    await expectBudgetRefusal(await createTeam(owner.id, first.id));
    expect(await ctx.db.prisma.teamMembership.count({ where: { userId: owner.id } })).toBe(allowed);
  });

  it("is bounded per organization, whoever creates; the refused creator keeps their budget", async () => {
    const org = await organization();
    const perCreator = LIMITS.TEAM_CREATION_CREATOR.points;
    const perOrganization = LIMITS.TEAM_CREATION_ORGANIZATION.points;
    let made = 0;
    while (made < perOrganization) {
      const creator = await person("ADMIN", org.id);
      for (let i = 0; i < perCreator && made < perOrganization; i++, made++)
        expect((await createTeam(creator.id, org.id)).status).toBe(201);
    }
    const late = await person("OWNER", org.id);
    await expectBudgetRefusal(await createTeam(late.id, org.id));
    expect(await ctx.db.prisma.team.count({ where: { organizationId: org.id } })).toBe(perOrganization);
    // The refusal was the organization's: the late owner can still create elsewhere.
    const other = await organization();
    await ctx.db.prisma.organizationMembership.create({
      data: { organizationId: other.id, userId: late.id, role: "OWNER" },
    });
    expect((await createTeam(late.id, other.id)).status).toBe(201);
  });
});

describe("sending invitations", () => {
  it("is bounded per inviter per day, across teams, and a refusal invites nobody", async () => {
    const org = await organization();
    const owner = await person("OWNER", org.id);
    // One token for every invitation: the budget is the inviter's, whatever token they send with.
    const token = await mintToken(world, owner.id, ["ORG_MEMBERSHIP_WRITE"]);
    const invite = (email: string) =>
      callRoute(
        { method: "POST", path: "/v2/organizations/{orgId}/memberships" },
        { token, params: { orgId: org.id }, body: { email } },
      );
    const allowed = LIMITS.INVITATION_INVITER.points;
    for (let i = 0; i < allowed; i++) expect((await invite(`guest-${i}@example.com`)).status).toBe(201);
    const refused = `one-more-${hex()}@example.com`;
    await expectBudgetRefusal(await invite(refused));
    expect(await ctx.db.prisma.invitation.count({ where: { email: refused } })).toBe(0);
    expect(await ctx.db.prisma.invitation.count({ where: { organizationId: org.id } })).toBe(allowed);
  });
});

describe("what an invitee is shown", () => {
  it("names the team as plain text of bounded length (the account page lists through the same use case)", async () => {
    const invitee = await person("OWNER", (await organization()).id);
    const lure = `\u202Eyour account is locked\u202C\u2028verify it at evil.example ${"now ".repeat(40)}`;
    const created = await createTeam(world.owner, world.orgId, lure.slice(0, 100));
    expect(created.status).toBe(201);
    const teamId = String(((await created.json()) as Body).data.id);
    const sent = await call(
      world.owner,
      ["TEAM_MEMBERSHIP_WRITE"],
      "POST",
      "/v2/teams/{teamId}/memberships",
      { teamId },
      {
        email: invitee.email,
      },
    );
    expect(sent.status).toBe(201);
    const listed = (await (await call(invitee.id, ["PROFILE_READ"], "GET", "/v2/me/invitations")).json()) as Body;
    const name = String((listed.data[0]!.team as { name: string }).name);
    expect(name.startsWith("your account is locked verify it at evil.example")).toBe(true);
    expect(name).not.toMatch(/[\u202E\u202C\u2028]/);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_INVITATION_NAME_CHARS);
  });
});

// Membership by invitation, through the routes and the database: inviting answers alike for an
// email with an account and one without and shows nothing of the invitee; only the invitee can
// accept or decline; accepting adds the membership, declining adds nothing, an expired invitation
// is refused, and a team or organization holds a bounded number of waiting invitations.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { MAX_PENDING_INVITATIONS } from "@/lib/scheduling/invitation-rules";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
let world: World;
beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
});

const hex = () => randomBytes(6).toString("hex");
type Answer = { status: number; body: { status: string; data: Record<string, unknown>; error?: { code: string } } };

async function call(
  userId: string,
  scopes: Scope[],
  method: "GET" | "POST",
  path: string,
  params: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const response = await callRoute(
    { method, path },
    { token: await mintToken(world, userId, scopes), params, ...(body !== undefined ? { body } : {}) },
  );
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function person(name: string) {
  const u = `${name.toLowerCase()}-${hex()}`;
  return ctx.db.prisma.user.create({
    data: { email: `${u}@example.com`, username: u, name, passwordHash: "x" },
    select: { id: true, email: true, name: true },
  });
}

async function freshTeam(organizationId: string | null = null) {
  return ctx.db.prisma.team.create({
    data: {
      name: "Crew",
      slug: `crew-${hex()}`,
      organizationId,
      memberships: { create: { userId: world.owner, role: "OWNER" } },
    },
  });
}

const inviteToTeam = (teamId: string, email: string, role = "MEMBER", inviter = world.owner) =>
  call(inviter, ["TEAM_MEMBERSHIP_WRITE"], "POST", "/v2/teams/{teamId}/memberships", { teamId }, { email, role });
const inviteToOrg = (email: string, role = "MEMBER", inviter = world.owner) =>
  call(
    inviter,
    ["ORG_MEMBERSHIP_WRITE"],
    "POST",
    "/v2/organizations/{orgId}/memberships",
    { orgId: world.orgId },
    { email, role },
  );
const myInvitations = (userId: string) => call(userId, ["PROFILE_READ"], "GET", "/v2/me/invitations");
const answer = (userId: string, invitationId: string, what: "accept" | "decline") =>
  call(userId, ["PROFILE_WRITE"], "POST", `/v2/me/invitations/{invitationId}/${what}`, { invitationId });

describe("inviting", () => {
  it("answers an email with an account exactly like one without, and shows nothing of the invitee", async () => {
    const known = await person("Kim");
    const unknownEmail = `nobody-${hex()}@example.com`;
    const team = await freshTeam();
    const a = await inviteToTeam(team.id, known.email.toUpperCase());
    const b = await inviteToTeam(team.id, unknownEmail);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    // Identical but for the id, the email typed and the moment (the expiry counts from now).
    const shape = (x: Answer, email: string) =>
      JSON.parse(
        JSON.stringify(x.body)
          .replaceAll(String(x.body.data.id), "ID")
          .replaceAll(email, "EMAIL")
          .replaceAll(String(x.body.data.expiresAt), "EXPIRES"),
      ) as unknown;
    expect(shape(a, known.email)).toEqual(shape(b, unknownEmail));
    expect(Object.keys(a.body.data).sort()).toEqual(["email", "expiresAt", "id", "organizationId", "role", "teamId"]);
    expect(a.body.data).toMatchObject({ email: known.email, role: "MEMBER", teamId: team.id, organizationId: null });
    const text = JSON.stringify(a.body);
    expect(text).not.toContain(known.id);
    expect(text).not.toContain(known.name);
    // Nobody was enrolled.
    expect(await ctx.db.prisma.teamMembership.count({ where: { teamId: team.id, userId: known.id } })).toBe(0);
  });

  it("invites through the team, organization and organization-team paths", async () => {
    const email = `three-${hex()}@example.com`;
    expect((await inviteToOrg(email)).status).toBe(201);
    const orgTeam = await call(
      world.owner,
      ["TEAM_MEMBERSHIP_WRITE"],
      "POST",
      "/v2/organizations/{orgId}/teams/{teamId}/memberships",
      { orgId: world.orgId, teamId: world.teamId },
      { email, role: "ADMIN" },
    );
    expect(orgTeam.status).toBe(201);
    expect(orgTeam.body.data).toMatchObject({ teamId: world.teamId, role: "ADMIN" });
    expect(await ctx.db.prisma.invitation.count({ where: { email } })).toBe(2);
  });

  it("refuses bad input with 400 and keeps nothing", async () => {
    const team = await freshTeam();
    for (const body of [
      { email: "not-an-email" },
      { userId: world.member },
      { email: "a@example.com", role: "KING" },
    ]) {
      const r = await call(
        world.owner,
        ["TEAM_MEMBERSHIP_WRITE"],
        "POST",
        "/v2/teams/{teamId}/memberships",
        { teamId: team.id },
        body,
      );
      expect(r.status).toBe(400);
    }
    expect(await ctx.db.prisma.invitation.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("lets only an OWNER invite an OWNER", async () => {
    const admin = await person("Ada");
    await ctx.db.prisma.organizationMembership.create({
      data: { organizationId: world.orgId, userId: admin.id, role: "ADMIN" },
    });
    const email = `owner-to-be-${hex()}@example.com`;
    const refused = await inviteToOrg(email, "OWNER", admin.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("forbidden");
    expect((await inviteToOrg(email, "ADMIN", admin.id)).status).toBe(201);
    expect((await inviteToOrg(email, "OWNER", world.owner)).status).toBe(201);
    // Inviting again renewed the one invitation, with the last role.
    expect(await ctx.db.prisma.invitation.findMany({ where: { email }, select: { role: true } })).toEqual([
      { role: "OWNER" },
    ]);
  });

  it("holds a bounded number of waiting invitations per team, the same answer for any email", async () => {
    const team = await freshTeam();
    const expiresAt = new Date(Date.now() + 86_400_000);
    await ctx.db.prisma.invitation.createMany({
      data: Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => ({
        teamId: team.id,
        email: `filler-${i}@example.com`,
        expiresAt,
      })),
    });
    const known = await person("Lee");
    for (const email of [known.email, `nobody-${hex()}@example.com`]) {
      const r = await inviteToTeam(team.id, email);
      expect(r.status).toBe(409);
      expect(r.body.error?.code).toBe("too_many_invitations");
    }
    // Renewing one that waits still works; an expired one makes room.
    expect((await inviteToTeam(team.id, "filler-0@example.com")).status).toBe(201);
    await ctx.db.prisma.invitation.updateMany({
      where: { teamId: team.id, email: "filler-1@example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await inviteToTeam(team.id, known.email)).status).toBe(201);
    expect(await ctx.db.prisma.invitation.count({ where: { teamId: team.id } })).toBe(MAX_PENDING_INVITATIONS);
  });

  it("keeps the bound under concurrent invitations", async () => {
    const team = await freshTeam();
    const expiresAt = new Date(Date.now() + 86_400_000);
    await ctx.db.prisma.invitation.createMany({
      data: Array.from({ length: MAX_PENDING_INVITATIONS - 3 }, (_, i) => ({
        teamId: team.id,
        email: `early-${i}@example.com`,
        expiresAt,
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => inviteToTeam(team.id, `burst-${i}@example.com`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await ctx.db.prisma.invitation.count({ where: { teamId: team.id } })).toBe(MAX_PENDING_INVITATIONS);
  });
});

describe("answering", () => {
  it("accepting makes the invitee a member with the offered role, once", async () => {
    const pat = await person("Pat");
    const team = await freshTeam();
    const sent = await inviteToTeam(team.id, pat.email, "ADMIN");
    const id = String(sent.body.data.id);
    const listed = await myInvitations(pat.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id,
        role: "ADMIN",
        expiresAt: sent.body.data.expiresAt,
        team: { id: team.id, name: "Crew" },
        organization: null,
      },
    ]);
    const accepted = await answer(pat.id, id, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ teamId: team.id, organizationId: null, role: "ADMIN" });
    expect(
      await ctx.db.prisma.teamMembership.findUnique({
        where: { teamId_userId: { teamId: team.id, userId: pat.id } },
        select: { role: true },
      }),
    ).toEqual({ role: "ADMIN" });
    expect((await answer(pat.id, id, "accept")).status).toBe(404);
    expect((await myInvitations(pat.id)).body.data).toEqual([]);
  });

  it("pages through the invitee's invitations with the cursor the list hands out", async () => {
    const kim = await person("Kim");
    for (const team of [await freshTeam(), await freshTeam(), await freshTeam()])
      await inviteToTeam(team.id, kim.email);
    const token = await mintToken(world, kim.id, ["PROFILE_READ"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `take=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const response = await callRoute({ method: "GET", path: "/v2/me/invitations" }, { token, query });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: string }[]; pagination: { nextCursor: string | null } };
      seen.push(...body.data.map((i) => i.id));
      cursor = body.pagination.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(3);
  });

  it("declining removes the invitation and enrols nobody", async () => {
    const dee = await person("Dee");
    const sent = await inviteToOrg(dee.email);
    const id = String(sent.body.data.id);
    const declined = await answer(dee.id, id, "decline");
    expect(declined.status).toBe(200);
    expect(await ctx.db.prisma.invitation.count({ where: { id } })).toBe(0);
    expect(await ctx.db.prisma.organizationMembership.count({ where: { userId: dee.id } })).toBe(0);
    expect((await answer(dee.id, id, "accept")).status).toBe(404);
  });

  it("refuses an expired invitation and enrols nobody", async () => {
    const eve = await person("Eve");
    const sent = await inviteToOrg(eve.email);
    const id = String(sent.body.data.id);
    await ctx.db.prisma.invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const refused = await answer(eve.id, id, "accept");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("invitation_expired");
    expect(await ctx.db.prisma.organizationMembership.count({ where: { userId: eve.id } })).toBe(0);
    expect((await myInvitations(eve.id)).body.data).toEqual([]);
  });

  it("lets only the invitee answer: the inviter and anyone else get 404 and nothing changes", async () => {
    const ivy = await person("Ivy");
    const other = await person("Oz");
    const sent = await inviteToOrg(ivy.email);
    const id = String(sent.body.data.id);
    for (const userId of [world.owner, world.member, other.id]) {
      expect((await answer(userId, id, "accept")).status).toBe(404);
      expect((await answer(userId, id, "decline")).status).toBe(404);
      expect((await myInvitations(userId)).body.data).not.toContainEqual(expect.objectContaining({ id }));
    }
    expect(await ctx.db.prisma.invitation.count({ where: { id } })).toBe(1);
    expect(await ctx.db.prisma.organizationMembership.count({ where: { userId: ivy.id } })).toBe(0);
    expect((await answer(ivy.id, "no-such-invitation", "accept")).status).toBe(404);
  });

  it("keeps an invitation to an email without an account until someone signs up with it", async () => {
    const u = `later-${hex()}`;
    const sent = await inviteToOrg(`${u}@Example.com`);
    expect(sent.status).toBe(201);
    const later = await ctx.db.prisma.user.create({
      data: { email: `${u}@example.com`, username: u, name: "Later", passwordHash: "x" },
    });
    expect((await answer(later.id, String(sent.body.data.id), "accept")).status).toBe(200);
    expect(
      await ctx.db.prisma.organizationMembership.count({ where: { organizationId: world.orgId, userId: later.id } }),
    ).toBe(1);
  });

  it("lets a team of an organization take only the organization's members", async () => {
    const nia = await person("Nia");
    const team = await freshTeam(world.orgId);
    const id = String((await inviteToTeam(team.id, nia.email)).body.data.id);
    const refused = await answer(nia.id, id, "accept");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("not_in_organization");
    expect(await ctx.db.prisma.teamMembership.count({ where: { teamId: team.id, userId: nia.id } })).toBe(0);
    const orgInvitation = String((await inviteToOrg(nia.email)).body.data.id);
    expect((await answer(nia.id, orgInvitation, "accept")).status).toBe(200);
    expect((await answer(nia.id, id, "accept")).status).toBe(200);
  });

  it("refuses an invitation to where the invitee already is a member, changing nothing", async () => {
    const { email } = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: world.member } });
    const id = String((await inviteToOrg(email, "ADMIN")).body.data.id);
    const refused = await answer(world.member, id, "accept");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("already_member");
    expect(
      await ctx.db.prisma.organizationMembership.findUnique({
        where: { organizationId_userId: { organizationId: world.orgId, userId: world.member } },
        select: { role: true },
      }),
    ).toEqual({ role: "MEMBER" });
  });
});

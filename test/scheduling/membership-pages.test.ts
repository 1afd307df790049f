// The pages' side of membership: an administrator creates an organization with its first OWNER
// (nobody else can), and the account page's action accepts or declines an invitation only for
// the person it is addressed to. The session is the only thing faked; the rest is the database.
import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../test-database";

const session = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => {
    if (!session.userId) return null;
    const { openServerSession } = await import("@/lib/auth/server-session");
    return {
      user: { id: session.userId },
      sid: await openServerSession(session.userId, 3600),
      expires: "2999-01-01T00:00:00Z",
    };
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

const { createOrganizationAction } = await import("@/lib/actions/admin-organizations");
const { answerInvitationAction } = await import("@/lib/actions/account-invitations");
const { default: AdminOrganizationsPage } = await import("@/app/(admin)/admin/organizations/page");

const ctx = withTestDatabase();
const hex = () => randomBytes(6).toString("hex");
const ids = { admin: "", user: "", adminEmail: "", userEmail: "" };

async function account(role: "ADMIN" | "USER") {
  const u = `${role.toLowerCase()}-${hex()}`;
  return ctx.db.prisma.user.create({
    data: { email: `${u}@example.com`, username: u, name: u, passwordHash: "x", role },
  });
}

beforeAll(async () => {
  const [admin, user] = [await account("ADMIN"), await account("USER")];
  Object.assign(ids, { admin: admin.id, user: user.id, adminEmail: admin.email, userEmail: user.email });
});
beforeEach(() => {
  session.userId = null;
});

/** What Next.js throws for notFound() and redirect(). */
async function thrownDigest(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    return String((err as { digest?: unknown }).digest ?? err);
  }
  return "nothing thrown";
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("an administrator creating an organization", () => {
  it("makes the named existing account its OWNER, and nothing else", async () => {
    session.userId = ids.admin;
    const slug = `org-${hex()}`;
    const digest = await thrownDigest(() =>
      createOrganizationAction(form({ name: "Globex", slug, ownerEmail: ids.userEmail.toUpperCase() })),
    );
    const org = await ctx.db.prisma.organization.findUniqueOrThrow({
      where: { slug },
      include: { memberships: { select: { userId: true, role: true } } },
    });
    expect(digest).toContain(`/admin/organizations?outcome=created&organization=${org.id}`);
    expect(org.memberships).toEqual([{ userId: ids.user, role: "OWNER" }]);
    expect(await AdminOrganizationsPage({ searchParams: Promise.resolve({}) })).toBeTruthy();
  });

  it("refuses an unknown or disabled owner, a taken slug and bad input, creating nothing", async () => {
    session.userId = ids.admin;
    const disabled = await account("USER");
    await ctx.db.prisma.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    const taken = `taken-${hex()}`;
    await ctx.db.prisma.organization.create({ data: { name: "Taken", slug: taken } });
    const before = await ctx.db.prisma.organization.count();
    for (const [fields, outcome] of [
      [{ name: "A", slug: `a-${hex()}`, ownerEmail: `nobody-${hex()}@example.com` }, "unknown_owner"],
      [{ name: "A", slug: `a-${hex()}`, ownerEmail: disabled.email }, "unknown_owner"],
      [{ name: "A", slug: taken, ownerEmail: ids.userEmail }, "slug_taken"],
      [{ name: "A", slug: "Not A Slug", ownerEmail: ids.userEmail }, "invalid"],
      [{ slug: `a-${hex()}`, ownerEmail: ids.userEmail }, "invalid"],
    ] as const) {
      expect(await thrownDigest(() => createOrganizationAction(form(fields)))).toContain(`outcome=${outcome}`);
    }
    expect(await ctx.db.prisma.organization.count()).toBe(before);
  });

  it("is refused to everyone else: a user gets 404, a signed-out visitor the sign-in page", async () => {
    const slug = `nope-${hex()}`;
    const fields = form({ name: "Nope", slug, ownerEmail: ids.userEmail });
    session.userId = ids.user;
    expect(await thrownDigest(() => createOrganizationAction(fields))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await thrownDigest(() => AdminOrganizationsPage({ searchParams: Promise.resolve({}) }))).toMatch(/404/);
    session.userId = null;
    expect(await thrownDigest(() => createOrganizationAction(fields))).toMatch(/NEXT_REDIRECT;.*\/auth\/signin/);
    expect(await ctx.db.prisma.organization.count({ where: { slug } })).toBe(0);
  });
});

describe("answering an invitation on the account page", () => {
  async function invitationFor(email: string, expiresAt = new Date(Date.now() + 86_400_000)) {
    const team = await ctx.db.prisma.team.create({ data: { name: "Crew", slug: `crew-${hex()}` } });
    const invitation = await ctx.db.prisma.invitation.create({
      data: { teamId: team.id, email, role: "ADMIN", expiresAt },
    });
    return { teamId: team.id, id: invitation.id };
  }
  const answer = (invitationId: string, what: string) =>
    thrownDigest(() => answerInvitationAction(form({ invitationId, answer: what })));
  const memberships = (teamId: string) => ctx.db.prisma.teamMembership.findMany({ where: { teamId } });

  it("accepts for the invitee: a membership with the offered role", async () => {
    const { teamId, id } = await invitationFor(ids.userEmail);
    session.userId = ids.user;
    expect(await answer(id, "accept")).toContain("/settings?invitation=accepted");
    expect(await memberships(teamId)).toMatchObject([{ userId: ids.user, role: "ADMIN" }]);
  });

  it("declines for the invitee, enrolling nobody", async () => {
    const { teamId, id } = await invitationFor(ids.userEmail);
    session.userId = ids.user;
    expect(await answer(id, "decline")).toContain("invitation=declined");
    expect(await memberships(teamId)).toEqual([]);
    expect(await ctx.db.prisma.invitation.count({ where: { id } })).toBe(0);
  });

  it("does nothing for anyone else, for an expired invitation or a bad answer", async () => {
    const { teamId, id } = await invitationFor(ids.userEmail);
    session.userId = ids.admin;
    expect(await answer(id, "accept")).toContain("invitation=not_found");
    expect(await answer(id, "decline")).toContain("invitation=not_found");
    session.userId = ids.user;
    expect(await answer(id, "join-as-king")).toContain("invitation=not_found");
    expect(await answer("x".repeat(65), "accept")).toContain("invitation=not_found");
    const expired = await invitationFor(ids.userEmail, new Date(Date.now() - 1000));
    expect(await answer(expired.id, "accept")).toContain("invitation=expired");
    expect(await memberships(teamId)).toEqual([]);
    expect(await memberships(expired.teamId)).toEqual([]);
    session.userId = null;
    expect(await answer(id, "accept")).toMatch(/NEXT_REDIRECT;.*\/auth\/signin/);
    expect(await ctx.db.prisma.invitation.count({ where: { id } })).toBe(1);
  });
});

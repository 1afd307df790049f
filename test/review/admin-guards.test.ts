// Admin pages and actions exist only for administrators: everyone else gets a 404 page, or
// `not_found` from an action, and nothing is decided. The session is the only thing faked here;
// the role is read from the database as in production.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { demoUserId, makeClient } from "./review-kit";

const session = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  // A signed-in cookie names a server-side session row: open a real one for the faked user.
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

const { decideClientAction, decideClientChangeAction } = await import("@/lib/actions/admin-review");
const { default: ReviewQueuePage } = await import("@/app/(admin)/admin/oauth-clients/page");
const { default: ReviewClientPage } = await import("@/app/(admin)/admin/oauth-clients/[clientId]/page");
const { submitClientChange } = await import("../client-use-cases");

const ctx = withTestDatabase();
const ids = { admin: "", developer: "", user: "" };
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  for (const key of ["admin", "developer", "user"] as const) ids[key] = await demoUserId(ctx.db.prisma, key);
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

const queuePage = () => ReviewQueuePage({ searchParams: Promise.resolve({}) });
const clientPage = (clientId: string) =>
  ReviewClientPage({ params: Promise.resolve({ clientId }), searchParams: Promise.resolve({}) });

describe("admin pages", () => {
  it("answer 404 to signed-in users who are not administrators, including the client's owner", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: ids.developer });
    for (const who of ["developer", "user"] as const) {
      session.userId = ids[who];
      expect(await thrownDigest(queuePage)).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
      expect(await thrownDigest(() => clientPage(client.clientId))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    }
  });

  it("send a signed-out visitor to sign in, coming back to the page", async () => {
    expect(await thrownDigest(queuePage)).toMatch(
      /NEXT_REDIRECT;.*\/auth\/signin\?callbackUrl=%2Fadmin%2Foauth-clients/,
    );
  });

  it("render for an administrator, and 404 for a client id that does not exist", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: ids.developer });
    session.userId = ids.admin;
    expect(await queuePage()).toBeTruthy();
    expect(await clientPage(client.clientId)).toBeTruthy();
    expect(await thrownDigest(() => clientPage("no-such-client"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("stop working for an admin who was demoted, at once", async () => {
    const ex = await ctx.db.prisma.user.create({
      data: { email: "ex@example.com", username: "ex", name: "Ex Admin", passwordHash: "x", role: "ADMIN" },
    });
    session.userId = ex.id;
    expect(await queuePage()).toBeTruthy();
    await ctx.db.prisma.user.update({ where: { id: ex.id }, data: { role: "USER" } });
    expect(await thrownDigest(queuePage)).toMatch(/404/);
  });
});

describe("admin actions", () => {
  it("answer not_found to non-admins and signed-out callers and decide nothing", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: ids.developer });
    const approved = await makeClient(ctx.db.prisma, { ownerId: ids.developer, status: "APPROVED" });
    const change = await submitClientChange({
      clientId: approved.clientId,
      ownerId: ids.developer,
      proposed: { scopes: ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], redirectUris: [approved.redirect] },
    });
    const changeId = change.ok ? change.data.pending!.id : "";

    for (const who of [null, ids.developer, ids.user]) {
      session.userId = who;
      for (const action of ["approve", "reject", "suspend", "reinstate"] as const) {
        const result = await decideClientAction({
          clientId: client.clientId,
          action,
          expectedStatus: "PENDING",
          reason: "r",
        });
        expect(result, `${who} ${action}`).toMatchObject({ ok: false, code: "not_found" });
      }
      for (const action of ["approve", "reject"] as const) {
        expect(await decideClientChangeAction({ changeId, action, reason: "r" })).toMatchObject({
          ok: false,
          code: "not_found",
        });
      }
    }
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { id: client.id } })).status).toBe("PENDING");
    expect((await ctx.db.prisma.clientChangeRequest.findUniqueOrThrow({ where: { id: changeId } })).status).toBe(
      "PENDING",
    );
    expect(
      await ctx.db.prisma.auditLog.count({
        where: {
          eventType: { in: ["client.approved", "client.rejected", "client.change_approved", "client.change_rejected"] },
        },
      }),
    ).toBe(0);
  });

  it("validate with the form's schema and decide for an administrator", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: ids.developer });
    session.userId = ids.admin;
    const invalid = await decideClientAction({
      clientId: client.clientId,
      action: "reject",
      expectedStatus: "PENDING",
      reason: "",
    });
    expect(invalid).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { reason: expect.stringMatching(/Give a reason/) },
    });
    expect(
      await decideClientAction({ clientId: client.clientId, action: "explode", expectedStatus: "PENDING", reason: "" }),
    ).toMatchObject({ ok: false, code: "invalid_input" });

    const approved = await decideClientAction({
      clientId: client.clientId,
      action: "approve",
      expectedStatus: "PENDING",
      reason: "",
    });
    expect(approved).toMatchObject({ ok: true, data: { status: "APPROVED" } });
    const again = await decideClientAction({
      clientId: client.clientId,
      action: "reject",
      expectedStatus: "PENDING",
      reason: "Too late",
    });
    expect(again).toMatchObject({
      ok: false,
      code: "conflict",
      message: expect.stringContaining("already decided by Ada Admin: approved"),
    });
  });
});

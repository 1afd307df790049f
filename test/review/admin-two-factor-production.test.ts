// With APP_ENV=production an administrator must sign in in two steps: until they set it up, every
// admin page sends them to the set-up page and every admin action decides nothing; once it is on,
// both work. (The session is faked, the configuration's APP_ENV too; everything else is real.)
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { demoUserId, makeClient } from "./review-kit";

const session = vi.hoisted(() => ({ userId: null as string | null, appEnv: "production" as string }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => {
    if (!session.userId) return null;
    const { openServerSession } = await import("@/lib/auth/server-session");
    return { user: { id: session.userId }, sid: await openServerSession(session.userId, 3600), expires: "2999-01-01" };
  },
}));
vi.mock("@/lib/server/roots/config", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/roots/config")>();
  return { ...real, getConfig: () => ({ ...real.getConfig(), appEnv: session.appEnv }) };
});
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

const { decideClientAction } = await import("@/lib/actions/admin-review");
const { default: ReviewQueuePage } = await import("@/app/(admin)/admin/oauth-clients/page");
const { confirmEnrolment, startEnrolment } = await import("@/lib/accounts/two-factor/two-factor");
const { totpCodeAt } = await import("@/lib/accounts/two-factor/totp");
const { twoFactorDeps } = await import("@/lib/server/roots/accounts");

const ctx = withTestDatabase();
let admin = "";
let developer = "";
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  admin = await demoUserId(ctx.db.prisma, "admin");
  developer = await demoUserId(ctx.db.prisma, "developer");
});
beforeEach(() => {
  session.userId = admin;
  session.appEnv = "production";
});

async function thrownDigest(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    return String((err as { digest?: unknown }).digest ?? err);
  }
  return "nothing thrown";
}
const queuePage = () => ReviewQueuePage({ searchParams: Promise.resolve({}) });
const approve = (clientId: string) =>
  decideClientAction({ clientId, action: "approve", expectedStatus: "PENDING", reason: "" });

describe("administrators in production", () => {
  it("are sent to set up two-step sign-in and decide nothing until it is on; in development it is a choice", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: developer });
    expect(await thrownDigest(queuePage)).toMatch(/NEXT_REDIRECT;.*\/settings\/two-factor\?required=1/);
    expect(await approve(client.clientId)).toMatchObject({ ok: false, code: "not_found" });
    expect((await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { id: client.id } })).status).toBe("PENDING");
    session.appEnv = "development";
    expect(await queuePage()).toBeTruthy();
  });

  it("use the admin pages and actions once two-step sign-in is on", async () => {
    const { email } = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: admin } });
    const now = new Date();
    const started = await startEnrolment(twoFactorDeps(now), { id: admin, email });
    if (!started.ok) throw new Error("setup");
    expect(await confirmEnrolment(twoFactorDeps(now), admin, totpCodeAt(started.data.secret, now))).toMatchObject({
      ok: true,
    });
    const client = await makeClient(ctx.db.prisma, { ownerId: developer });
    expect(await queuePage()).toBeTruthy();
    expect(await approve(client.clientId)).toMatchObject({ ok: true });
  });
});

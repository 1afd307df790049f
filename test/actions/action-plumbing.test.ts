// userAction / adminAction: who may call, how input is refused, and that an unexpected error
// becomes a generic answer without internals (logged, not returned). Only the session is faked.
import { z } from "zod";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getLogger } from "@/lib/observability/logger";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { demoUserId } from "../review/review-kit";

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
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath, revalidateTag: vi.fn() }));
// The request's headers: the plumbing reads the client address from them (per-address limits).
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-oauth-peer-address": "192.0.2.7" }) }));

const { command } = await import("@/lib/actions/plumbing/command");
const { adminAction, userAction } = await import("@/lib/actions/plumbing/user-action");

const ctx = withTestDatabase();
const ids = { admin: "", developer: "" };
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  ids.admin = await demoUserId(ctx.db.prisma, "admin");
  ids.developer = await demoUserId(ctx.db.prisma, "developer");
});
beforeEach(() => {
  session.userId = null;
  revalidatePath.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const echo = command(
  z.object({ n: z.number().int().max(10, "Ten at most.") }),
  async (caller, { n }) =>
    n < 0
      ? { ok: false as const, code: "negative" }
      : { ok: true as const, data: { caller: caller.id, address: caller.address, n } },
  // The words get the caller's own time zone, for any time they name.
  (_, reader) => ({ message: `Negative numbers are refused (${reader.timeZone}).` }),
);
const exploding = command(
  z.object({}),
  async () => {
    throw new Error("connection to db-internal:5432 lost; secret=hunter2");
  },
  () => ({ message: "" }),
);

describe("userAction", () => {
  it("runs the command as the signed-in user, parses with the schema and words refusals", async () => {
    session.userId = ids.developer;
    const action = userAction(echo, { returnTo: "/x", revalidate: (r) => (r.ok ? ["/x"] : []) });
    expect(await action({ n: 3 })).toEqual({ ok: true, data: { caller: ids.developer, address: "192.0.2.7", n: 3 } });
    expect(revalidatePath).toHaveBeenCalledWith("/x");
    expect(await action({ n: 11 })).toEqual({
      ok: false,
      code: "invalid_input",
      message: "Please correct the highlighted fields.",
      fieldErrors: { n: "Ten at most." },
    });
    expect(await action({ n: -1 })).toEqual({
      ok: false,
      code: "negative",
      message: "Negative numbers are refused (UTC).",
    });
  });

  it("redirects a signed-out caller to sign-in, back to returnTo", async () => {
    const action = userAction(echo, { returnTo: "/settings/apps" });
    await expect(action({ n: 1 })).rejects.toMatchObject({
      digest: expect.stringMatching(/NEXT_REDIRECT;.*callbackUrl=%2Fsettings%2Fapps/),
    });
  });

  it("turns an unexpected error into a generic answer and logs it", async () => {
    session.userId = ids.developer;
    // Through the service's one logger (pino, with the request id), not the console.
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => undefined);
    const result = await userAction(exploding, { returnTo: "/x" })({});
    expect(result).toEqual({
      ok: false,
      code: "internal",
      message: "Something went wrong on our side. Nothing was changed; please try again.",
    });
    expect(JSON.stringify(result)).not.toMatch(/hunter2|db-internal/);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ where: "server action", err: expect.any(Error) }),
      expect.any(String),
    );
    logged.mockRestore();
  });
});

describe("adminAction", () => {
  it("answers not_found to everyone but an administrator, and runs for one", async () => {
    const action = adminAction(echo);
    expect(await action({ n: 1 })).toEqual({ ok: false, code: "not_found", message: "Not found." });
    session.userId = ids.developer;
    expect(await action({ n: 1 })).toEqual({ ok: false, code: "not_found", message: "Not found." });
    session.userId = ids.admin;
    expect(await action({ n: 1 })).toEqual({ ok: true, data: { caller: ids.admin, n: 1 } });
  });
});

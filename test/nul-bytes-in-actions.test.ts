// Every server action (each export of each "use server" module in lib/actions, so a new one is
// covered without being named here), sent input with NUL or an unpaired surrogate in one field:
// refused as invalid input naming that field (a plain form: redirected without running), never
// the `internal` answer of an unexpected error, and nothing written. Only the session is faked.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { getLogger } from "@/lib/observability/logger";
import { seedDemoData } from "./demo-seed";
import { clientInput } from "./portal/portal-fixtures";
import { demoUserId } from "./review/review-kit";
import { withTestDatabase } from "./test-database";
import { UNSTORABLE, fieldName, spoil, tableDigests } from "./unstorable-input";

// Sign-up spends the address's budget before anything else: raised so every run reaches the check.
process.env.RATE_LIMIT_SIGN_UP_IP = "100000/3600";

const session = vi.hoisted(() => ({ value: null as unknown }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => session.value,
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-oauth-peer-address": "192.0.2.9" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {} }),
}));
/** What next/navigation's redirect and notFound throw, told apart from every other error. */
class Answered extends Error {}
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Answered(to);
  },
  notFound: () => {
    throw new Answered("not-found");
  },
}));

const ACTIONS_DIR = path.resolve("lib/actions");
type Kind = "formAction" | "userAction" | "adminAction" | "anonymousAction";

/** Each export of a "use server" module, and which plumbing made it (read from its source). */
function serverActions(): { file: string; name: string; kind: Kind | null }[] {
  return readdirSync(ACTIONS_DIR)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .filter((f) => readFileSync(path.join(ACTIONS_DIR, f), "utf8").trimStart().startsWith('"use server"'))
    .flatMap((file) => {
      const source = readFileSync(path.join(ACTIONS_DIR, file), "utf8");
      return [...source.matchAll(/^export const (\w+) = (\w+)\(/gm)].map(([, name, maker]) => ({
        file,
        name: name!,
        kind: ["formAction", "userAction", "adminAction", "anonymousAction"].includes(maker!) ? (maker as Kind) : null,
      }));
    });
}

const ctx = withTestDatabase();
/** A refused call may still count in the rate limiter and touch the caller's session. */
const MAY_CHANGE = ["RateLimiterFlexible", "UserSession"];
/** Valid input for the actions that write text, so the spoiled field is the only thing wrong. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  signUpAction: { name: "Ada", email: "ada-sample@example.com", username: "ada-sample", password: "long-enough-pass" },
  createClientAction: clientInput(),
  registerResourceServerAction: { name: "Billing API" },
  saveProfileAction: { name: "Ada Admin", timeZone: "UTC" },
  createOrganizationAction: { name: "Acme", slug: "acme-sample", ownerEmail: DEMO_USERS.admin.email },
  requestResetAction: { email: DEMO_USERS.admin.email },
  changePasswordAction: { currentPassword: DEMO_USERS.admin.password, newPassword: "another-long-pass" },
};
const GENERIC = { id: "x", name: "Name", text: "Some text" };

const actions = serverActions();
const loaded = new Map<string, (input: unknown) => Promise<unknown>>();

beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  const { openServerSession } = await import("@/lib/auth/server-session");
  const admin = await demoUserId(ctx.db.prisma, "admin");
  // An administrator, so every action gets past its caller check.
  session.value = { user: { id: admin }, sid: await openServerSession(admin, 3600), expires: "2999-01-01T00:00:00Z" };
  for (const { file, name } of actions) {
    const exports = (await import(path.join(ACTIONS_DIR, file))) as Record<
      string,
      (input: unknown) => Promise<unknown>
    >;
    loaded.set(name, exports[name]!);
  }
});
afterEach(() => vi.restoreAllMocks());

/** A form's fields as the browser posts them. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  return form;
}

describe("every server action, with a string PostgreSQL refuses in one field", () => {
  it("finds the actions, each made by the plumbing that checks its input", () => {
    expect(actions.length).toBeGreaterThan(25);
    expect(actions.filter((a) => a.kind === null)).toEqual([]);
    for (const name of Object.keys(SAMPLES)) expect(actions.map((a) => a.name)).toContain(name);
  });

  it("a client's name with an unpaired surrogate: refused naming it, not an unexpected error", async () => {
    // The name's own rule looks for control characters only; the audit record (jsonb) refused it.
    const faults = vi.spyOn(getLogger(), "error");
    const before = await ctx.db.prisma.oAuthClient.count();
    const create = loaded.get("createClientAction")!;
    expect(await create(clientInput({ name: "Calendar\ud800Sync" }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { name: expect.any(String) },
    });
    expect(faults).not.toHaveBeenCalled();
    expect(await ctx.db.prisma.oAuthClient.count()).toBe(before);
  });

  it("is refused naming the field, never answered as an unexpected error, and writes nothing", async () => {
    const faults = vi.spyOn(getLogger(), "error");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...actions),
        fc.constantFrom(...UNSTORABLE),
        fc.nat(),
        async (action, char, seed) => {
          const form = action.kind === "formAction";
          // Form data holds well-formed text only (an unpaired surrogate becomes U+FFFD): NUL it is.
          const spoiled = spoil(SAMPLES[action.name] ?? GENERIC, form ? "\u0000" : char, seed);
          const field = fieldName(spoiled.path);
          const before = await tableDigests(ctx.db.prisma, MAY_CHANGE);
          const run = loaded.get(action.name)!;
          if (form) {
            const answer = await run(formData(spoiled.value as Record<string, unknown>)).catch((e: unknown) => e);
            expect(answer, action.name).toBeInstanceOf(Answered);
            expect((answer as Answered).message, action.name).not.toMatch(/internal/);
          } else {
            expect(await run(spoiled.value), action.name).toMatchObject({
              ok: false,
              code: "invalid_input",
              fieldErrors: { [field]: expect.any(String) },
            });
          }
          expect(faults, action.name).not.toHaveBeenCalled();
          expect(await tableDigests(ctx.db.prisma, MAY_CHANGE), action.name).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  }, 240_000);
});

// Change-password past its limit answers the limit's words and logs nothing as an error. In the
// built server the sign-in route and the pages' server actions are bundled apart, each with its own
// copy of rate-limiter-flexible, while the limiters are the process's (built by whichever ran
// first: the sign-in). A refusal the store made with one copy's class must still be read as a
// refusal by code bundled with the other. Here the limiters' class and the one the rate limiter
// module sees are two copies of the library's RateLimiterRes, as there.
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/auth-options";
import { MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { getLogger } from "@/lib/observability/logger";
import { quickPasswordHash } from "../quick-password-hash";
import { withTestDatabase } from "../test-database";

vi.mock("rate-limiter-flexible", async (importOriginal) => {
  const actual = await importOriginal<typeof import("rate-limiter-flexible")>();
  // A second copy of the class: the module loaded again, as another bundle holds it.
  const require = createRequire(import.meta.url);
  const file = require.resolve("rate-limiter-flexible/lib/RateLimiterRes.js");
  const loaded = require.cache[file];
  delete require.cache[file];
  const secondCopy = require(file) as typeof actual.RateLimiterRes;
  if (loaded) require.cache[file] = loaded;
  if (secondCopy === actual.RateLimiterRes) throw new Error("setup: no second copy of RateLimiterRes");
  return { ...actual, RateLimiterRes: secondCopy };
});

const ADDRESS = "198.51.100.44";
const caller = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => {
    if (!caller.userId) return null;
    const { openServerSession } = await import("@/lib/auth/server-session");
    return { user: { id: caller.userId }, sid: await openServerSession(caller.userId, 3600), expires: "2999-01-01" };
  },
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-oauth-peer-address": ADDRESS }) }));
const { changePasswordAction } = await import("@/lib/actions/accounts");

const ctx = withTestDatabase();

/** Posts the change-password form; the address the action answers with (Next.js throws the redirect). */
async function post(currentPassword: string): Promise<string> {
  const form = new FormData();
  form.set("currentPassword", currentPassword);
  form.set("newPassword", "a-brand-new-password");
  try {
    await changePasswordAction(form);
  } catch (redirect) {
    return String((redirect as { digest?: unknown }).digest);
  }
  return "no answer";
}

describe("change-password past its limit", () => {
  it("answers the limit's words and logs no error, after the same browser signed in", async () => {
    const password = "the-right-password";
    const user = await ctx.db.prisma.user.create({
      data: {
        email: "limit@example.test",
        username: "limit",
        name: "L",
        passwordHash: await quickPasswordHash(password),
      },
    });
    // The sign-in builds the limiters the password check spends.
    const headers = { "x-oauth-peer-address": ADDRESS };
    expect((await authorizeCredentials({ email: user.email, password }, { headers }))?.id).toBe(user.id);
    caller.userId = user.id;
    const errors = vi.spyOn(getLogger(), "error");

    const answers: string[] = [];
    for (let i = 0; i < MAX_FAILURES + 2; i++) answers.push(await post(`wrong-${i}`));
    expect(answers.slice(0, MAX_FAILURES).every((a) => a.includes("/settings/password?error=wrong_password;"))).toBe(
      true,
    );
    for (const refused of answers.slice(MAX_FAILURES))
      expect(refused).toMatch(/\/settings\/password\?error=too_many_attempts&retry=\d+;/);
    // Sign-in from there is refused with the limit's words too, not a failure.
    await expect(authorizeCredentials({ email: user.email, password }, { headers })).rejects.toThrow(
      /^TooManyAttempts:\d+$/,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});

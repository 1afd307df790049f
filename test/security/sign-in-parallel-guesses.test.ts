// The sign-in lock holds against a burst of parallel guesses: each attempt spends its point before
// the password is compared, so no burst gets more comparisons than the budget.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "@/lib/server/demo-seed";
import { withTestDatabase } from "../test-database";

// Counts the password comparisons; the comparison itself is the real one.
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      comparisons.count++;
      return real.verifyPassword(...args);
    },
  };
});

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const authorize = (email: string, password: string, address: string) => {
  const provider = getAuthOptions().providers[0] as unknown as {
    options: {
      authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
    };
  };
  return provider.options.authorize({ email, password }, { headers: { "x-oauth-peer-address": address } });
};

describe("sign-in lock under parallel guesses", () => {
  it("40 parallel wrong passwords from 40 addresses get at most MAX_FAILURES password comparisons", async () => {
    comparisons.count = 0;
    const victim = DEMO_USERS.admin;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => authorize(victim.email, `wrong-${i}`, `198.51.100.${i}`)),
    );
    expect(comparisons.count).toBeLessThanOrEqual(MAX_FAILURES);
    expect(outcomes.filter((o) => o.status === "rejected").length).toBeGreaterThanOrEqual(40 - MAX_FAILURES);
    await expect(authorize(victim.email, victim.password, "203.0.113.9")).rejects.toThrow("TooManyAttempts");
  });

  it("successful sign-ins are not penalised: many in a row from one address never lock the account or the address", async () => {
    const user = DEMO_USERS.user;
    for (let i = 0; i < MAX_FAILURES * 2; i++)
      expect(await authorize(user.email, user.password, "203.0.113.10")).not.toBeNull();
    // A few failures after them still leave room for the person who knows the password.
    for (let i = 0; i < MAX_FAILURES - 1; i++)
      expect(await authorize(user.email, "wrong-password", "203.0.113.10")).toBeNull();
    expect(await authorize(user.email, user.password, "203.0.113.10")).not.toBeNull();
  });
});

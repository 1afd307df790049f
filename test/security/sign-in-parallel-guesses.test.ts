// The sign-in budget holds against a burst of parallel guesses: each attempt is counted before the
// password is compared, so no burst gets more comparisons than the budget - here, from many
// addresses at once, the account's free allowance and one turn.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { MAX_FAILURES, SIGN_IN_TURN_WAIT, signInBudget } from "@/lib/auth/sign-in-throttle";
import { readThrottleMessage } from "@/lib/auth/sign-in-throttle-message";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";

// Counts the password comparisons; the comparison itself is the real one.
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/accounts/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/accounts/password")>();
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
  it("40 parallel wrong passwords from 40 addresses get the account's allowance and one turn of comparisons; the owner is told to wait, at most the cap", async () => {
    comparisons.count = 0;
    const victim = DEMO_USERS.admin;
    const { accountFree } = signInBudget();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => authorize(victim.email, `wrong-${i}`, `198.51.100.${i}`)),
    );
    expect(comparisons.count).toBeLessThanOrEqual(accountFree + 1);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(40 - accountFree - 1);
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toMatch(/WaitTurn:\d+/);
    // The owner from yet another address is not refused for the window (15 minutes): told to wait
    // its turn, at most the cap (the dedicated test signs in after the wait: sign-in-no-lockout).
    const told = await authorize(victim.email, victim.password, "203.0.113.9").then(
      () => null,
      (e: Error) => readThrottleMessage(e.message),
    );
    if (told !== null) {
      expect(told.code).toBe("WaitTurn");
      expect(told.seconds).toBeLessThanOrEqual(SIGN_IN_TURN_WAIT.maxSeconds);
    }
  });

  it("a store that fails in the middle of a burst hands out no second allowance: the rest wait their turn", async () => {
    comparisons.count = 0;
    const victim = DEMO_USERS.developer;
    const { accountFree } = signInBudget();
    const burst = (from: number) =>
      Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => authorize(victim.email, `wrong-${from + i}`, `198.51.100.${from + i}`)),
      );
    await burst(100);
    const counted = comparisons.count;
    expect(counted).toBeLessThanOrEqual(accountFree + 1);
    await ctx.db.prisma.$executeRawUnsafe('ALTER TABLE "RateLimiterFlexible" RENAME TO "RateLimiterFlexibleAway"');
    try {
      const outcomes = await burst(120);
      // One turn at most, from this process's own turns while the store is away.
      expect(comparisons.count - counted).toBeLessThanOrEqual(1);
      const refused = outcomes.filter((o) => o.status === "rejected");
      expect(refused.length).toBeGreaterThanOrEqual(19);
      // Told to wait their turn (a sign-in answer), not failed with the store's error.
      for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toMatch(/WaitTurn:\d+/);
    } finally {
      await ctx.db.prisma.$executeRawUnsafe('ALTER TABLE "RateLimiterFlexibleAway" RENAME TO "RateLimiterFlexible"');
    }
  });

  it("a store that fails only to count cannot be used to wind the account's count down", async () => {
    comparisons.count = 0;
    const victim = DEMO_USERS.teammate;
    const { accountFree } = signInBudget();
    const limiters = (globalThis as { __rateLimiters?: Map<string, Promise<{ consume: () => Promise<unknown> }>> })
      .__rateLimiters;
    const store = await limiters?.get("SIGN_IN_ACCOUNT");
    if (!store) throw new Error("the account's limiter was not built by the earlier attempts");
    // Counting fails (a pool time-out under the attacker's load) while giving back still works.
    const failing = vi.spyOn(store, "consume").mockRejectedValue(new Error("timeout exceeded when trying to connect"));
    try {
      await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => authorize(victim.email, `wrong-${i}`, `198.51.100.${200 + i}`)),
      );
    } finally {
      failing.mockRestore();
    }
    // Uncounted attempts gave nothing back, so the count starts where it stood: the allowance, and
    // no turn while the one taken above lasts.
    await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => authorize(victim.email, `again-${i}`, `203.0.113.${100 + i}`)),
    );
    expect(comparisons.count).toBeLessThanOrEqual(accountFree + 1);
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

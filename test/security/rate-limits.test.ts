// Rate limits on the shared store: counters live in the database (or Redis), so they survive a
// restart, hold across server processes, and flooding other keys cannot lift a lock.
import { beforeAll, describe, expect, it } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "@/lib/server/demo-seed";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { withTestDatabase } from "../test-database";
import { CONF, tokenRequest } from "../oauth/oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** A new server process: nothing remembered in memory, only what the store holds. */
const restartProcess = () => {
  (globalThis as { __rateLimiters?: unknown }).__rateLimiters = undefined;
};
const authorize = (email: string, password: string, address: string) => {
  const provider = getAuthOptions().providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<{ id: string } | null> };
  };
  return provider.options.authorize({ email, password }, { headers: { "x-oauth-peer-address": address } });
};

describe("sign-in lock", () => {
  it("survives a restart, holds in another process, and is not lifted by flooding other emails", async () => {
    const victim = DEMO_USERS.admin;
    for (let i = 0; i < MAX_FAILURES; i++) expect(await authorize(victim.email, "wrong-password", `198.51.100.${i}`)).toBeNull();
    restartProcess();
    await expect(authorize(victim.email, victim.password, "203.0.113.1")).rejects.toThrow("TooManyAttempts");
    for (let i = 0; i < 300; i++) await hit("SIGN_IN_ACCOUNT", `junk-${i}@example.com`);
    restartProcess();
    await expect(authorize(victim.email, victim.password, "203.0.113.2")).rejects.toThrow("TooManyAttempts");
    expect(await authorize(DEMO_USERS.user.email, DEMO_USERS.user.password, "203.0.113.3")).not.toBeNull();
  });
});

describe("token endpoint failures", () => {
  it("answers 429 with Retry-After once a client keeps failing and in every process", async () => {
    const wrong = () => tokenRequest({ grant_type: "refresh_token", refresh_token: "nope", client_id: CONF.clientId, client_secret: "wrong" });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: "temporarily_unavailable" });
    restartProcess();
    // Another process learns it at the client's next failure.
    expect((await wrong()).status).toBe(429);
  });
});

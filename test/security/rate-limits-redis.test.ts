// The rate limiters on Redis (REDIS_URL), as deployments with several instances run them: the
// count lives in Redis, so a new process sees it at once, and when Redis is away each process
// still limits on its own (the insurance limiter) instead of failing or letting everything through.
// Runs against TEST_REDIS_URL, else the local Redis; skipped when neither answers.
import { createConnection } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const url = vi.hoisted(() => {
  const chosen = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
  process.env.REDIS_URL = chosen;
  process.env.RATE_LIMIT_REGISTRATION_IP = "3/60";
  return chosen;
});

type Slots = { __rateLimiters?: unknown; __rateLimitRedis?: Redis; __rateLimitRedisReady?: unknown };
const slots = globalThis as Slots;

/** A new server process: no limiter and no Redis connection of its own yet. */
async function restartProcess() {
  slots.__rateLimiters = undefined;
  slots.__rateLimitRedis?.disconnect();
  slots.__rateLimitRedis = undefined;
  slots.__rateLimitRedisReady = undefined;
}

function reachable(target: string): Promise<boolean> {
  const { hostname, port } = new URL(target);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const available = await reachable(url);
if (!available && process.env.TEST_REDIS_URL)
  throw new Error(`TEST_REDIS_URL names a Redis that does not answer: ${url}`);

describe.skipIf(!available)("rate limits on Redis", () => {
  let direct: Redis;
  beforeAll(() => {
    direct = new Redis(url);
  });
  afterAll(async () => {
    await restartProcess();
    direct.disconnect();
  });

  it("keeps the count in Redis, so another process refuses the key at once", async () => {
    const { hit } = await import("@/lib/server/rate-limit/rate-limiter");
    const address = `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    for (let i = 0; i < 3; i++) expect(await hit("REGISTRATION_IP", address)).toMatchObject({ allowed: true });
    expect(await direct.get(`rl:REGISTRATION_IP:${address}`)).toBe("3");
    await restartProcess();
    const refused = await hit("REGISTRATION_IP", address);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys are untouched.
    expect(await hit("REGISTRATION_IP", `${address}-other`)).toMatchObject({ allowed: true });
  });

  it("gives an account's sign-in turn to exactly one of parallel claims, for the gap asked, and counts past a limit exactly", async () => {
    const { claimTurn, count } = await import("@/lib/server/rate-limit/rate-limiter");
    const account = `turn-${Date.now()}@example.com`;
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimTurn("SIGN_IN_ACCOUNT_TURN", account, 2)));
    expect(claims.filter((c) => c.allowed)).toHaveLength(1);
    for (const c of claims.filter((c) => !c.allowed))
      expect(c.allowed === false && c.retryAfterSeconds).toBeLessThanOrEqual(2);
    const ttl = await direct.pttl(`rl:SIGN_IN_ACCOUNT_TURN:${account}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2000);
    // The account's count is read by a rule past its allowance: never cut short in memory.
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await count("SIGN_IN_ACCOUNT", account)).count;
    expect(last).toBe(12);
  });

  it("still limits, per process, while Redis cannot be reached, and never throws", async () => {
    vi.resetModules();
    await restartProcess();
    const before = process.env.REDIS_URL;
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    try {
      const { hit, count, giveBack, forget } = await import("@/lib/server/rate-limit/rate-limiter");
      const address = `198.51.100.${Date.now()}`;
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push(await hit("REGISTRATION_IP", address));
      expect(verdicts.slice(0, 3).map((v) => v.allowed)).toEqual([true, true, true]);
      expect(verdicts[3]).toMatchObject({ allowed: false });
      // The account-wide sign-in count has no fresh count in memory to fall back on: it reads as
      // unknown (the sign-in rule then waits the longest turn), and giving back does not throw.
      expect((await count("SIGN_IN_ACCOUNT", `away-${address}`)).count).toBe(Number.POSITIVE_INFINITY);
      await giveBack("SIGN_IN_ACCOUNT", `away-${address}`);
      await forget("SIGN_IN_ACCOUNT", `away-${address}`);
    } finally {
      process.env.REDIS_URL = before;
      await restartProcess();
      vi.resetModules();
    }
  });
});

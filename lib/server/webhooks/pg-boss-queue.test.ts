import { describe, expect, it } from "vitest";
import { createQueueBesideOthers, DELIVERY_QUEUE, PG_BOSS_DEFAULTS, pgBossTimings } from "./pg-boss-queue";

const failing = (codes: readonly (string | undefined)[]) => {
  const calls: string[] = [];
  return {
    calls,
    createQueue: async (name: string) => {
      calls.push(name);
      const code = codes[calls.length - 1];
      if (code !== undefined) throw Object.assign(new Error(`failed with ${code}`), { code });
    },
  };
};

describe("creating the delivery queue beside another process", () => {
  it("repeats a try that PostgreSQL cancelled as a deadlock", async () => {
    const boss = failing(["40P01"]);
    await createQueueBesideOthers(boss);
    expect(boss.calls).toEqual([DELIVERY_QUEUE, DELIVERY_QUEUE]);
  });

  it("gives up after three deadlocks in a row", async () => {
    const boss = failing(["40P01", "40P01", "40P01", undefined]);
    await expect(createQueueBesideOthers(boss)).rejects.toThrow("failed with 40P01");
    expect(boss.calls).toHaveLength(3);
  });

  it("passes any other failure on at once", async () => {
    const boss = failing(["57P01"]);
    await expect(createQueueBesideOthers(boss)).rejects.toThrow("failed with 57P01");
    expect(boss.calls).toHaveLength(1);
  });
});

describe("pg-boss's polling", () => {
  it("asks once a second per process on average, however many workers it runs", () => {
    expect(PG_BOSS_DEFAULTS.pollingIntervalSeconds / PG_BOSS_DEFAULTS.workers).toBe(1);
  });
});

describe("pg-boss's timings, from the claim on a delivery", () => {
  it("are pg-boss's own for the default 60 s claim: expiry 120 s, retry after 70 s, maintenance every 120 s", () => {
    expect(PG_BOSS_DEFAULTS.claimSeconds).toBe(60);
    expect(pgBossTimings(60)).toEqual({ expireInSeconds: 120, retryDelay: 70, maintenanceIntervalSeconds: 120 });
  });

  it("let a job that died with its worker come back only after the claim it held has lapsed", () => {
    for (const claim of [15, 60, 600]) {
      const timings = pgBossTimings(claim);
      expect(timings.expireInSeconds).toBeGreaterThan(claim);
      expect(timings.retryDelay).toBeGreaterThan(claim);
      expect(timings.maintenanceIntervalSeconds).toBeLessThanOrEqual(timings.expireInSeconds);
    }
    expect(pgBossTimings(15)).toEqual({ expireInSeconds: 30, retryDelay: 25, maintenanceIntervalSeconds: 30 });
  });
});

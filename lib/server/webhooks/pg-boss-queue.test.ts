import { describe, expect, it } from "vitest";
import { createQueueBesideOthers, DELIVERY_QUEUE } from "./pg-boss-queue";

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

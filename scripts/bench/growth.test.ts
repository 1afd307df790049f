import { describe, expect, it } from "vitest";
import { GROWN, growthRatios, sameRate } from "./growth";
import type { Row } from "./report";

const row = (workload: string, target: Row["target"], reqPerSec: number, serverCpuMs: number, databaseCpuMs: number) =>
  ({ workload, target, connections: 50, reqPerSec, serverCpuMs, databaseCpuMs }) as Row;

describe("bench: cost against the data's size", () => {
  it("sets each workload on the grown database against its twin on the small one", () => {
    const [refresh] = growthRatios([
      row("refresh", "app", 500, 2.5, 0.5),
      row(`refresh${GROWN}`, "growth", 450, 2.6, 0.7),
    ]);
    expect(refresh!.throughput).toBeCloseTo(0.9);
    expect(refresh!.cpu).toBeCloseTo(1.1);
    expect(refresh!.same).toBe(true);
  });

  it("says the cost grows past 1.15x the small database's CPU per request", () => {
    const [me] = growthRatios([row("me", "app", 500, 2, 0), row(`me${GROWN}`, "growth", 400, 2, 0.4)]);
    expect(me!.same).toBe(false);
  });
});

describe("bench: cost against the data's size, at the same offered rate", () => {
  const closedLoop = [row("me", "app", 1000, 1.3, 0.2), row(`me${GROWN}`, "growth", 700, 1.9, 0.2)];
  const run = (grown: boolean, requests: number, cpuMs: number) => ({
    workload: "me",
    grown,
    offeredPerSec: 350,
    requests,
    cpuMs,
    databaseMs: cpuMs / 10,
    failures: 0,
  });

  it("offers both twins half the slower one's most", () => {
    expect(sameRate(closedLoop[0]!, closedLoop[1]!)).toBe(350);
  });

  it("judges by CPU per request at the same rate, summed over every run of each twin", () => {
    const [me] = growthRatios(closedLoop, [run(false, 2000, 3000), run(true, 2100, 3300), run(false, 2000, 3200)]);
    expect(me!.cpu).toBeCloseTo(2.1 / 1.5);
    expect(me!.atSameRate).toEqual({ offeredPerSec: 350, cpu: expect.closeTo(3300 / 2100 / (6200 / 4000), 5) });
    expect(me!.same).toBe(true);
  });

  it("says the cost grows when it does at the same rate, whatever the closed loop said", () => {
    const even = [row("me", "app", 1000, 1.3, 0.2), row(`me${GROWN}`, "growth", 1000, 1.3, 0.2)];
    const [me] = growthRatios(even, [run(false, 2000, 3000), run(true, 2000, 3600)]);
    expect(me!.cpu).toBeCloseTo(1);
    expect(me!.same).toBe(false);
  });

  it("falls back on the closed loop for a workload not run at the same rate", () => {
    const [me] = growthRatios(closedLoop, [run(false, 2000, 3000)]);
    expect(me!.atSameRate).toBeUndefined();
    expect(me!.same).toBe(false);
  });
});

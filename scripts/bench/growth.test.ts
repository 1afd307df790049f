import { describe, expect, it } from "vitest";
import { GROWN, growthRatios } from "./growth";
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

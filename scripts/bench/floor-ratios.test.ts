import { describe, expect, it } from "vitest";
import { floorRatios } from "./floor-ratios";
import type { Measurement, Row } from "./report";

const row = (workload: string, reqPerSec: number, serverCpuMs: number, databaseCpuMs: number) =>
  ({ workload, connections: 50, reqPerSec, serverCpuMs, databaseCpuMs }) as Row;
const run = (workload: string, round: number, reqPerSec: number, pairedWith?: string) =>
  ({ workload, round, connections: 50, reqPerSec, pairedWith }) as Measurement;

describe("bench: each workload against its own floor", () => {
  const floorOf = { refresh: "refresh floor" };

  it("divides req/s by the floor's and CPU per request (Node + PostgreSQL) by the floor's", () => {
    const [ratio] = floorRatios([row("refresh", 600, 2, 1), row("refresh floor", 1000, 1.5, 0.5)], [], floorOf);
    expect(ratio!.throughput).toBeCloseTo(0.6);
    expect(ratio!.cpu).toBeCloseTo(1.5);
    expect(ratio!.met).toBe(false);
  });

  it("meets the targets at >= 0.75 of the throughput and <= 1.33 of the CPU", () => {
    const [ratio] = floorRatios([row("refresh", 800, 2, 0.6), row("refresh floor", 1000, 1.5, 0.5)], [], floorOf);
    expect(ratio!.met).toBe(true);
  });

  it("takes each round's ratio against the floor's run of the same round, not a paired GET floor run", () => {
    const [ratio] = floorRatios(
      [row("refresh", 700, 1, 1), row("refresh floor", 1000, 1, 1)],
      [
        run("refresh floor", 2, 1000),
        run("refresh floor", 1, 800),
        run("refresh floor", 1, 5000, "something"),
        run("refresh", 2, 700),
        run("refresh", 1, 600),
      ],
      floorOf,
    );
    expect(ratio!.roundThroughputs).toEqual([0.75, 0.7]);
  });

  it("leaves out a workload whose floor did not run", () => {
    expect(floorRatios([row("refresh", 700, 1, 1)], [], floorOf)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { type Measurement, roundSpread, rowsOf } from "./report";

const FLOOR = "floor";

function run(
  workload: string,
  round: number,
  reqPerSec: number,
  connections = 50,
  more: Partial<Measurement> = {},
): Measurement {
  return {
    workload,
    round,
    connections,
    target: "app",
    reqPerSec,
    total: reqPerSec * 6,
    p50: 10,
    p99: 30,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    ...more,
  } as Measurement;
}

describe("bench report: each round against the floor of the same round", () => {
  it("divides a round's req/s by the floor's of that round, not by the run's", () => {
    const rows = rowsOf(
      [run(FLOOR, 2, 1000), run(FLOOR, 1, 2000), run("refresh", 1, 700), run("refresh", 2, 400)],
      FLOOR,
    );
    const refresh = rows.find((r) => r.workload === "refresh")!;
    expect(refresh.roundRatios).toEqual([0.35, 0.4]);
    // The run's ratio: 1,100 requests in 2 s of each over 3,000 in 2 s.
    expect(refresh.ratio).toBeCloseTo(1100 / 3000);
  });

  it("takes the floor of the same connection level", () => {
    const rows = rowsOf([run(FLOOR, 1, 1000, 20), run(FLOOR, 1, 2000, 50), run("me", 1, 1000, 50)], FLOOR);
    expect(rows.find((r) => r.workload === "me")!.roundRatios).toEqual([0.5]);
  });

  it("has no ratio for a round the floor did not run", () => {
    const rows = rowsOf([run(FLOOR, 1, 1000), run("me", 1, 500), run("me", 2, 500)], FLOOR);
    expect(rows.find((r) => r.workload === "me")!.roundRatios).toEqual([0.5, Number.NaN]);
  });
});

describe("bench report: a workload against its paired floor run, unless that run was slowed", () => {
  const paired = (round: number, reqPerSec: number, pairedWith: string, p99 = 30, serverCpuMs = 1) =>
    run(FLOOR, round, reqPerSec, 50, { pairedWith, p99, serverCpuMs, databaseCpuMs: 0 });

  it("takes every ratio against the paired run, even when the round's first was faster", () => {
    const rows = rowsOf(
      [
        run(FLOOR, 1, 1200),
        paired(1, 1000, "refresh", 40, 2),
        { ...run("refresh", 1, 400), p99: 80, serverCpuMs: 4, databaseCpuMs: 1 },
        paired(1, 1800, "me"),
        run("me", 1, 900),
      ],
      FLOOR,
    );
    const refresh = rows.find((r) => r.workload === "refresh")!;
    expect(refresh.ratio).toBeCloseTo(0.4);
    expect(refresh.roundRatios).toEqual([0.4]);
    expect(refresh.p99Ratio).toBeCloseTo(2);
    expect(refresh.cpuRatio).toBeCloseTo(2 / 5);
    // Another workload's paired run is not this one's reference.
    expect(rows.find((r) => r.workload === "me")!.ratio).toBeCloseTo(0.5);
  });

  it("takes the round's first floor run when the paired one served under two thirds of the median floor run", () => {
    const rows = rowsOf(
      [run(FLOOR, 1, 2000), paired(1, 1900, "refresh"), paired(1, 1200, "exchange"), run("exchange", 1, 600)],
      FLOOR,
    );
    // The median floor run serves 1,900 req/s; 1,200 is under two thirds of it.
    expect(rows.find((r) => r.workload === "exchange")!.ratio).toBeCloseTo(0.3);
  });

  it("keeps a paired run at two thirds of the median or above", () => {
    const rows = rowsOf(
      [run(FLOOR, 1, 2000), paired(1, 1800, "refresh"), paired(1, 1200, "exchange"), run("exchange", 1, 600)],
      FLOOR,
    );
    expect(rows.find((r) => r.workload === "exchange")!.ratio).toBeCloseTo(0.5);
  });

  it("chooses in each round on its own", () => {
    const rows = rowsOf(
      [
        run(FLOOR, 1, 1500),
        paired(1, 1000, "refresh"),
        run("refresh", 1, 500),
        run(FLOOR, 2, 2000),
        paired(2, 400, "refresh"),
        run("refresh", 2, 600),
      ],
      FLOOR,
    );
    // Median of 400, 1,000, 1,500, 2,000 (the upper middle): 1,500; 1,000 is two thirds of it.
    expect(rows.find((r) => r.workload === "refresh")!.roundRatios).toEqual([0.5, 0.3]);
  });

  it("uses the round's floor for a run without a paired one, and merges every floor run in the floor's row", () => {
    const rows = rowsOf(
      [run(FLOOR, 1, 1000), paired(1, 3000, "refresh"), run("refresh", 1, 600), run("peer", 1, 2000)],
      FLOOR,
    );
    // 2 floor runs of 6 s: 24,000 requests in 12 s.
    expect(rows.find((r) => r.workload === FLOOR)!.reqPerSec).toBeCloseTo(2000);
    expect(rows.find((r) => r.workload === "peer")!.ratio).toBeCloseTo(2);
    expect(rows.find((r) => r.workload === "refresh")!.ratio).toBeCloseTo(0.2);
  });
});

describe("bench report: the rounds' spread beside a target's verdict", () => {
  it("gives the range and how many rounds reached the target", () => {
    expect(roundSpread([0.36, 0.33, 0.39], 0.35)).toBe(" (rounds 0.33-0.39, 2 of 3 >= 0.35)");
  });

  it("gives only the range for a target without a throughput bound", () => {
    expect(roundSpread([0.5, 0.6])).toBe(" (rounds 0.50-0.60)");
  });

  it("says nothing of a single round, and leaves out rounds without a ratio", () => {
    expect(roundSpread([0.4], 0.35)).toBe("");
    expect(roundSpread([0.4, Number.NaN], 0.35)).toBe("");
    expect(roundSpread([0.3, Number.NaN, 0.4], 0.35)).toBe(" (rounds 0.30-0.40, 1 of 2 >= 0.35)");
  });
});

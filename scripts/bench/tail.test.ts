import { describe, expect, it } from "vitest";
import type { Row } from "./report";
import { halfOfMax, tailOf, tailTarget } from "./tail";

const row = { workload: "refresh", connections: 10, reqPerSec: 301 } as Row;
const result = (p50: number, p99: number) => ({ reqPerSec: 150, p50, p99, errors: 0, timeouts: 0, non2xx: 0 });

describe("bench: the tail at a fixed offered load", () => {
  it("offers half the most the workload served", () => {
    expect(halfOfMax(row)).toBe(151);
  });

  it("holds p99 to 3x p50 on PostgreSQL and 5x on the embedded database", () => {
    expect(tailOf(row, result(4, 12), tailTarget(false)).met).toBe(true);
    expect(tailOf(row, result(4, 13), tailTarget(false)).met).toBe(false);
    expect(tailOf(row, result(4, 20), tailTarget(true)).met).toBe(true);
    expect(tailOf(row, result(4, 21), tailTarget(true)).met).toBe(false);
  });

  it("counts a p50 under 1 ms as 1 ms", () => {
    expect(tailOf(row, result(0.4, 2), 3).ratio).toBe(2);
  });

  it("reports its own floor's tail beside it, and the floor's failures with its own", () => {
    const floor = { ...result(2, 5), errors: 1 };
    const tail = tailOf(row, result(4, 12), 3, floor);
    expect(tail.floor).toEqual({ p50: 2, p99: 5, ratio: 2.5 });
    expect(tail.failures).toBe(1);
    expect(tailOf(row, result(4, 12), 3).floor).toBeUndefined();
  });
});

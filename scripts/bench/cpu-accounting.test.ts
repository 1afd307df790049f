import { describe, expect, it } from "vitest";
import { cpuPerRequest } from "./cpu-accounting";

const sample = (serverMs: number, backends: Array<[number, number]>, loadGeneratorMs = 0) => ({
  serverMs,
  databaseMs: new Map(backends),
  loadGeneratorMs,
});

describe("CPU per request", () => {
  it("counts each database backend's own growth, whether it closed or opened during the run", () => {
    // Backend 1 served the set-up (900 ms) and closed during the run; 2 grew by 40; 3 opened and did 20.
    const before = sample(1000, [
      [1, 900],
      [2, 100],
    ]);
    const after = sample(1600, [
      [2, 140],
      [3, 20],
    ]);
    expect(cpuPerRequest(before, after, 100)).toEqual({ serverCpuMs: 6, databaseCpuMs: 0.6, loadGeneratorCpuMs: 0 });
  });

  it("is zero per request when nothing was answered", () => {
    expect(cpuPerRequest(sample(0, []), sample(50, [[1, 5]]), 0).databaseCpuMs).toBe(0);
  });
});

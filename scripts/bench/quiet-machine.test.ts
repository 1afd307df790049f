import { describe, expect, it } from "vitest";
import { type CpuTimes, busyShare, parseProcStat, waitForQuiet } from "./quiet-machine";

describe("the machine's busy share from /proc/stat", () => {
  it("counts user, nice, system, irq and softirq as busy, idle and iowait as not, and leaves steal out", () => {
    const times = parseProcStat("cpu  100 5 50 800 20 3 2 400 0 0\ncpu0 50 2 25 400 10 1 1 200 0 0\n");
    expect(times).toEqual({ busy: 160, total: 980 });
  });

  it("has nothing to say without the aggregate line", () => {
    expect(parseProcStat("cpu0 1 2 3 4 5 6 7\n")).toBeUndefined();
  });

  it("is the busy jiffies over all jiffies between two readings", () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 130, total: 1200 })).toBeCloseTo(0.15);
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
  });
});

describe("waiting for a quiet machine", () => {
  /** A machine whose busy share in each successive window is given. */
  function machine(shares: number[]) {
    let now: CpuTimes = { busy: 0, total: 0 };
    let window = 0;
    return {
      read: () => now,
      sleep: async () => {
        const share = shares[Math.min(window++, shares.length - 1)]!;
        now = { busy: now.busy + share * 100, total: now.total + 100 };
      },
    };
  }

  it("waits while the work before goes on, and stops at the first quiet window", async () => {
    const result = await waitForQuiet({
      threshold: 0.2,
      windowMs: 250,
      maxMs: 10_000,
      ...machine([0.9, 0.6, 0.1, 0.9]),
    });
    expect(result).toEqual({ waitedMs: 750, quiet: true });
  });

  it("gives up after the longest wait when the machine never quietens", async () => {
    const result = await waitForQuiet({ threshold: 0.2, windowMs: 250, maxMs: 1_000, ...machine([0.9]) });
    expect(result).toEqual({ waitedMs: 1_000, quiet: false });
  });

  it("does not wait where the machine cannot be read", async () => {
    const result = await waitForQuiet({ threshold: 0.2, windowMs: 250, maxMs: 1_000, read: () => undefined });
    expect(result).toEqual({ waitedMs: 0, quiet: true });
  });
});

import { describe, expect, it } from "vitest";
import { busyByKind, type CpuProfile, perRequest, perRequestReport } from "./cpu-profile-per-request";
import type { Measurement } from "./report";

const FRAMES = {
  idle: { functionName: "(idle)", url: "" },
  gc: { functionName: "(garbage collector)", url: "" },
  writev: { functionName: "writev", url: "" },
  sign: { functionName: "signOneShot", url: "node:internal/crypto/sig" },
  pg: { functionName: "addFields", url: "file:///app/node_modules/pg/lib/result.js" },
  next: { functionName: "handleRequestImpl", url: "file:///app/node_modules/next/dist/server/base-server.js" },
  ours: { functionName: "authorize", url: "file:///app/.next-bench/server/chunks/[root-of-the-server]__abc._.js" },
  stream: { functionName: "onStreamRead", url: "node:internal/stream_base_commons" },
} as const;
type Frame = keyof typeof FRAMES;
const IDS = Object.keys(FRAMES) as Frame[];

/** A profile starting at `startUs` with one sample per millisecond of each frame in turn. */
function profile(startUs: number, frames: Frame[]): CpuProfile {
  return {
    nodes: IDS.map((name, i) => ({ id: i + 1, callFrame: FRAMES[name] })),
    startTime: startUs,
    samples: frames.map((f) => IDS.indexOf(f) + 1),
    timeDeltas: frames.map(() => 1000),
  };
}

const run = (workload: string, fromUs: number, toUs: number, total: number, round = 1): Measurement => ({
  workload,
  round,
  target: "app",
  connections: 50,
  reqPerSec: 0,
  p50: 0,
  p99: 0,
  total,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  window: { fromUs, toUs },
});

describe("CPU per request from profiles cut to each run", () => {
  it("charges each busy sample inside the window to its frame's kind, and nothing outside it or idle", () => {
    // Samples at 1, 2, ... 8 ms after 0.
    const p = profile(0, ["ours", "gc", "idle", "writev", "sign", "pg", "next", "stream"]);
    const busy = busyByKind(p, 2000, 7000);
    expect(Object.fromEntries(busy)).toEqual({
      "garbage collector": 1000,
      "socket writes": 1000,
      "crypto (signatures, hashes)": 1000,
      "pg (the driver)": 1000,
      "Next.js": 1000,
    });
  });

  it("divides by the requests the runs answered and leaves out a process idling beside them", () => {
    const server = profile(0, ["ours", "ours", "pg", "gc", "ours", "ours", "pg", "gc"]);
    // A second worker, busy a quarter of the first run: a server too.
    const second = profile(0, ["idle", "next", "idle", "idle", "idle", "idle", "idle", "idle"]);
    // Busy 0.1 ms of a 4 ms run: a process idling beside it (a timer, say).
    const bystander = profile(0, ["idle", "idle", "idle", "idle", "idle", "idle", "idle", "idle"]);
    bystander.samples[5] = IDS.indexOf("stream") + 1;
    bystander.timeDeltas[5] = 100;
    const runs = [run("w", 500, 4500, 4), run("w", 4500, 8500, 4, 2)];
    const cost = perRequest([server, second, bystander], runs);
    expect(cost.get("the app's bundle")).toBeCloseTo(0.5); // 4 ms over 8 requests
    expect(cost.get("pg (the driver)")).toBeCloseTo(0.25);
    expect(cost.get("garbage collector")).toBeCloseTo(0.25);
    expect(cost.get("Next.js")).toBeCloseTo(0.125);
    expect(cost.has("Node.js (http, streams, promises)")).toBe(false);
  });

  it("prints ours beside its floor, kind by kind, with the difference", () => {
    const p = profile(0, ["next", "pg", "next", "ours", "pg", "gc"]);
    const measurements = [run("floor: x", 500, 2500, 2), run("x", 2500, 6500, 2)];
    const report = perRequestReport([p], measurements, [{ workload: "x", floor: "floor: x", connections: 50 }]);
    expect(report).toContain("x @50");
    expect(report).toMatch(/Next\.js\s+0\.500\s+0\.500\s+\+0\.000/);
    expect(report).toMatch(/the app's bundle\s+0\.000\s+0\.500\s+\+0\.500/);
    expect(report).toMatch(/all\s+1\.000\s+2\.000\s+\+1\.000/);
  });
});

import { describe, expect, it } from "vitest";
import {
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
  MAX_FAILED_STARTS,
  STABLE_AFTER_MS,
  TRY_AGAIN_EXIT_CODE,
  afterWorkerExit,
  // @ts-expect-error - a plain JavaScript module without type declarations
} from "./worker-restart-policy.mjs";

type Exit = {
  listened: boolean;
  exitCode?: number | null;
  uptimeMs: number;
  crashesInARow: number;
  failedStartsInARow: number;
  anyWorkerEverListened: boolean;
  workersServing: number;
};
const served: Exit = {
  listened: true,
  uptimeMs: 3_000,
  crashesInARow: 0,
  failedStartsInARow: 0,
  anyWorkerEverListened: true,
  workersServing: 1,
};

describe("afterWorkerExit", () => {
  it("replaces a worker that crashed after serving, even seconds after its own start and again and again", () => {
    expect(afterWorkerExit(served)).toEqual({
      action: "restart",
      delayMs: FIRST_DELAY_MS,
      crashesInARow: 1,
      failedStartsInARow: 0,
    });
    // The second crash within seconds of the replacement's start used to stop the whole server.
    expect(afterWorkerExit({ ...served, uptimeMs: 500, crashesInARow: 1 })).toMatchObject({
      action: "restart",
      delayMs: 2 * FIRST_DELAY_MS,
    });
    expect(afterWorkerExit({ ...served, workersServing: 0, crashesInARow: 3 })).toMatchObject({
      action: "restart",
      delayMs: 8 * FIRST_DELAY_MS,
    });
  });

  it("backs off up to a cap while crashes go on, and starts over after a stable run", () => {
    const delays: number[] = [];
    let crashesInARow = 0;
    for (let i = 0; i < 10; i++) {
      const step = afterWorkerExit({ ...served, crashesInARow });
      if (step.action !== "restart") throw new Error("gave up");
      delays.push(step.delayMs);
      crashesInARow = step.crashesInARow;
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30, 30, 30].map((s) => s * 1000));
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS);
    expect(afterWorkerExit({ ...served, uptimeMs: STABLE_AFTER_MS, crashesInARow: 9 })).toMatchObject({
      delayMs: FIRST_DELAY_MS,
      crashesInARow: 1,
    });
  });

  it("gives up at once when the first workers cannot start (bad configuration, database down)", () => {
    expect(afterWorkerExit({ ...served, listened: false, anyWorkerEverListened: false, workersServing: 0 })).toEqual({
      action: "give-up",
      reason: "never-started",
    });
  });

  it("keeps retrying a replacement that fails to start while another worker serves", () => {
    const step = afterWorkerExit({ ...served, listened: false, failedStartsInARow: MAX_FAILED_STARTS + 3 });
    expect(step).toMatchObject({ action: "restart", failedStartsInARow: MAX_FAILED_STARTS + 4 });
  });

  it("gives up when no worker serves and replacements have failed to start again and again", () => {
    const failing = { ...served, listened: false, workersServing: 0 };
    expect(afterWorkerExit({ ...failing, failedStartsInARow: MAX_FAILED_STARTS - 2 })).toMatchObject({
      action: "restart",
    });
    expect(afterWorkerExit({ ...failing, failedStartsInARow: MAX_FAILED_STARTS - 1 })).toEqual({
      action: "give-up",
      reason: "cannot-start",
    });
  });

  it("replaces a first worker that gave up waiting for another instance, however often, with backoff", () => {
    const waited = {
      ...served,
      listened: false,
      exitCode: TRY_AGAIN_EXIT_CODE,
      uptimeMs: 300_000,
      anyWorkerEverListened: false,
      workersServing: 0,
    };
    expect(afterWorkerExit(waited)).toEqual({
      action: "restart",
      delayMs: FIRST_DELAY_MS,
      crashesInARow: 1,
      failedStartsInARow: 0,
    });
    // Another instance may hold the start-up lock for long: that never stops this one.
    expect(afterWorkerExit({ ...waited, crashesInARow: 12, failedStartsInARow: MAX_FAILED_STARTS - 1 })).toEqual({
      action: "restart",
      delayMs: MAX_DELAY_MS,
      crashesInARow: 13,
      failedStartsInARow: MAX_FAILED_STARTS - 1,
    });
  });

  it("still gives up on a first worker that failed with any other exit code", () => {
    for (const exitCode of [1, 2, null])
      expect(afterWorkerExit({ ...served, listened: false, exitCode, anyWorkerEverListened: false })).toEqual({
        action: "give-up",
        reason: "never-started",
      });
  });
});

import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { drain, shutdownSettings } from "./drain.mjs";

type Settings = { readinessDelayMs: number; timeoutMs: number };

/** Runs a stop with a clock the test controls, recording each step and each wait. */
async function stop(settings: Settings, requests: "finish" | "hang" = "finish") {
  const log: string[] = [];
  const steps = {
    markNotReady: () => log.push("readiness 503"),
    stopAccepting: () => log.push("listener closed"),
    requestsFinished: () =>
      requests === "finish" ? Promise.resolve(log.push("requests finished")) : new Promise<void>(() => {}),
    closeConnections: () => log.push("connections closed"),
    closeStorage: async () => void log.push("storage closed"),
  };
  const wait = async (ms: number) => void log.push(`wait ${ms} ms`);
  await (drain as (s: typeof steps, o: Settings, w: typeof wait) => Promise<void>)(steps, settings, wait);
  return log;
}

describe("a graceful stop", () => {
  it("turns readiness false, keeps serving for the readiness delay, and only then closes the listener", async () => {
    const log = await stop({ readinessDelayMs: 5000, timeoutMs: 10_000 });
    expect(log.slice(0, 3)).toEqual(["readiness 503", "wait 5000 ms", "listener closed"]);
    expect(log.slice(-2)).toEqual(["connections closed", "storage closed"]);
    expect(log).toContain("requests finished");
  });

  it("closes the listener at once without a readiness delay (the default)", async () => {
    const log = await stop(shutdownSettings({}));
    expect(log.slice(0, 2)).toEqual(["readiness 503", "listener closed"]);
  });

  it("gives requests that do not finish the shutdown timeout, then closes anyway", async () => {
    const log = await stop({ readinessDelayMs: 0, timeoutMs: 7000 }, "hang");
    expect(log).toEqual(["readiness 503", "listener closed", "wait 7000 ms", "connections closed", "storage closed"]);
  });
});

describe("the shutdown settings", () => {
  it("default to no readiness delay and 10 s for in-flight requests", () => {
    expect(shutdownSettings({})).toEqual({ readinessDelayMs: 0, timeoutMs: 10_000 });
    expect(shutdownSettings({ SHUTDOWN_READINESS_DELAY_MS: "", SHUTDOWN_TIMEOUT_MS: "" })).toEqual({
      readinessDelayMs: 0,
      timeoutMs: 10_000,
    });
    expect(shutdownSettings({ SHUTDOWN_READINESS_DELAY_MS: "5000", SHUTDOWN_TIMEOUT_MS: "20000" })).toEqual({
      readinessDelayMs: 5000,
      timeoutMs: 20_000,
    });
  });

  it("refuse a value that is no whole number of milliseconds, naming the setting", () => {
    for (const bad of ["5s", "-1", "1.5", "99999999"])
      expect(() => shutdownSettings({ SHUTDOWN_READINESS_DELAY_MS: bad }), bad).toThrow(/SHUTDOWN_READINESS_DELAY_MS/);
    expect(() => shutdownSettings({ SHUTDOWN_TIMEOUT_MS: "ten" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

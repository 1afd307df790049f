import { describe, expect, it } from "vitest";
import { allWorkersServing, everyWorkerServes } from "./cluster-workers";

describe("everyWorkerServes", () => {
  it("is true once every worker slot has a worker listening", () => {
    expect(everyWorkerServes({ workers: 2, serving: 2, stopping: false })).toBe(true);
  });

  it("is false while a worker is still starting or being replaced", () => {
    expect(everyWorkerServes({ workers: 2, serving: 1, stopping: false })).toBe(false);
    expect(everyWorkerServes({ workers: 3, serving: 0, stopping: false })).toBe(false);
  });

  it("is false while the instance drains, however many workers still listen", () => {
    expect(everyWorkerServes({ workers: 2, serving: 2, stopping: true })).toBe(false);
  });

  it("is false for an answer that names no worker at all", () => {
    expect(everyWorkerServes({ workers: 0, serving: 0, stopping: false })).toBe(false);
  });
});

describe("allWorkersServing", () => {
  it("is true for a single process (no cluster primary to ask)", async () => {
    expect(await allWorkersServing(100)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { createAfterResponseBatch } from "./after-response-batch";
import { keyedTally } from "./keyed-tally";

/** Timers the test fires by hand: no test here waits on the clock. */
function manualTimers() {
  const due: { run: () => void; ms: number }[] = [];
  return {
    later: (run: () => void, ms: number) => void due.push({ run, ms }),
    fire: () => due.splice(0).forEach((t) => t.run()),
    delays: () => due.map((t) => t.ms),
  };
}

/** A write the test finishes by hand, one call at a time. */
function heldWrites() {
  const calls: { rows: string[]; finish: (error?: Error) => void }[] = [];
  const write = (rows: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ rows: [...rows], finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { write, calls };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const distinct = (maxRows: number) =>
  keyedTally<string, string>({ key: (item) => item, fold: (_, item) => item, maxRows });

describe("work after the answer", () => {
  it("writes nothing before the caller returns, then one write of what was gathered", async () => {
    const timers = manualTimers();
    const writes: string[][] = [];
    const batch = createAfterResponseBatch({
      tally: distinct(100),
      write: async (rows) => void writes.push([...rows]),
      gatherMs: 50,
      onError: () => {},
      later: timers.later,
    });
    batch.add("a");
    batch.add("b");
    await settle();
    expect(writes).toEqual([]);
    expect(timers.delays()).toEqual([50]);
    timers.fire();
    await batch.flush();
    expect(writes).toEqual([["a", "b"]]);
  });

  it("writes one batch at a time: what arrives during a write goes into the next", async () => {
    const timers = manualTimers();
    const { write, calls } = heldWrites();
    const batch = createAfterResponseBatch({
      tally: distinct(100),
      write,
      gatherMs: 50,
      onError: () => {},
      later: timers.later,
    });
    batch.add("a");
    timers.fire();
    await settle();
    batch.add("b");
    batch.add("c");
    timers.fire();
    await settle();
    expect(calls.map((c) => c.rows)).toEqual([["a"]]);
    const flushed = batch.flush();
    await settle();
    expect(calls.map((c) => c.rows)).toEqual([["a"]]);
    calls[0]!.finish();
    await settle();
    expect(calls.map((c) => c.rows)).toEqual([["a"], ["b", "c"]]);
    calls[1]!.finish();
    await flushed;
  });

  it("reports a failed write with its rows, drops them, and keeps writing later batches", async () => {
    const failures: { error: unknown; rows: readonly string[] }[] = [];
    let fail = true;
    const writes: string[][] = [];
    const batch = createAfterResponseBatch({
      tally: distinct(100),
      write: async (rows) => {
        if (fail) throw new Error("database away");
        writes.push([...rows]);
      },
      gatherMs: 50,
      onError: (error, rows) => failures.push({ error, rows }),
      later: () => {},
    });
    batch.add("a");
    await batch.flush();
    fail = false;
    batch.add("b");
    await batch.flush();
    expect(failures).toEqual([{ error: new Error("database away"), rows: ["a"] }]);
    expect(writes).toEqual([["b"]]);
  });

  it("never throws into the caller, even from a write that throws at once", async () => {
    const failures: unknown[] = [];
    const batch = createAfterResponseBatch<string, string>({
      tally: distinct(1),
      write: () => {
        throw new Error("no connection");
      },
      gatherMs: 50,
      onError: (error) => failures.push(error),
      later: () => {},
    });
    expect(() => batch.add("a")).not.toThrow();
    await batch.flush();
    expect(failures).toEqual([new Error("no connection")]);
  });

  it("writes a full tally at once, and takes no more items while it waits for the write in flight", async () => {
    const timers = manualTimers();
    const { write, calls } = heldWrites();
    const batch = createAfterResponseBatch({
      tally: distinct(2),
      write,
      gatherMs: 5_000,
      onError: () => {},
      later: timers.later,
    });
    batch.add("a");
    batch.add("b");
    await settle();
    expect(calls.map((c) => c.rows)).toEqual([["a", "b"]]);
    batch.add("c");
    batch.add("d");
    batch.add("e");
    const flushed = batch.flush();
    calls[0]!.finish();
    await settle();
    expect(calls.map((c) => c.rows)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    calls[1]!.finish();
    await flushed;
  });
});

describe("keyedTally", () => {
  it("folds items into one row per key and says when it is full", () => {
    const tally = keyedTally<{ k: string; n: number }, number>({
      key: (item) => item.k,
      fold: (row, item) => (row ?? 0) + item.n,
      maxRows: 2,
    });
    expect(tally.add({ k: "x", n: 1 })).toBe(false);
    expect(tally.add({ k: "x", n: 2 })).toBe(false);
    expect(tally.add({ k: "y", n: 5 })).toBe(true);
    expect(tally.drain()).toEqual([3, 5]);
    expect(tally.drain()).toEqual([]);
  });
});

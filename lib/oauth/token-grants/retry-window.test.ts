import { describe, expect, it } from "vitest";
import { createOutageLog } from "./outage-log";
import { retryWindowStart } from "./retry-window";

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const outage = (from: number, until: number) => ({ from: at(from), until: at(until) });

describe("retryWindowStart", () => {
  it("is the window before now when the service never failed", () => {
    expect(retryWindowStart(at(100), 30, [])).toEqual(at(70));
  });

  it("steps over an outage the window reaches: a response lost just before 72 s down is still retried", () => {
    // Rotated at 10, the database down from 11 to 83, the retry at 85: 1 s + 2 s of the 30 s used.
    const start = retryWindowStart(at(85), 30, [outage(11, 83)]);
    expect(start).toEqual(at(-17));
    expect(start.getTime()).toBeLessThanOrEqual(at(10).getTime());
  });

  it("adds only the time the service was down: a token retired long before the outage stays out", () => {
    // 40 s of service after the rotation at 0, before the outage: more than the window.
    expect(retryWindowStart(at(113), 30, [outage(40, 112)]).getTime()).toBeGreaterThan(at(0).getTime());
  });

  it("ignores an outage that ended before the window reaches it", () => {
    expect(retryWindowStart(at(200), 30, [outage(100, 150)])).toEqual(at(170));
    expect(retryWindowStart(at(200), 30, [outage(100, 170)])).toEqual(at(170));
    expect(retryWindowStart(at(200), 30, [outage(100, 171)])).toEqual(at(99));
  });

  it("steps over several outages, in any order, and over overlapping ones once", () => {
    // Service for 10 s after the newest outage, 5 s and 10 s between them: 5 s left before the oldest.
    expect(retryWindowStart(at(100), 30, [outage(40, 80), outage(0, 30), outage(85, 90)])).toEqual(at(-5));
    expect(retryWindowStart(at(100), 30, [outage(50, 90), outage(60, 80)])).toEqual(at(30));
  });

  it("counts an outage still open up to now as down, never beyond now", () => {
    expect(retryWindowStart(at(100), 30, [outage(90, 120)])).toEqual(at(60));
  });
});

describe("createOutageLog", () => {
  it("opens an outage at the first failure and closes it at the first success after it", () => {
    const log = createOutageLog();
    log.noteSuccess(at(1));
    expect(log.recent()).toEqual([]);
    log.noteFailure(at(10));
    log.noteFailure(at(40));
    log.noteFailure(at(30));
    expect(log.recent()).toEqual([outage(10, 40)]);
    log.noteSuccess(at(83));
    log.noteSuccess(at(90));
    expect(log.recent()).toEqual([outage(10, 83)]);
    log.noteFailure(at(100));
    expect(log.recent()).toEqual([outage(10, 83), outage(100, 100)]);
  });

  it("keeps only the newest outages", () => {
    const log = createOutageLog(2);
    for (const second of [0, 10, 20]) {
      log.noteFailure(at(second));
      log.noteSuccess(at(second + 1));
    }
    expect(log.recent()).toEqual([outage(10, 11), outage(20, 21)]);
  });

  it("never ends an outage before it began, when a call from before it answers late", () => {
    const log = createOutageLog();
    log.noteFailure(at(10));
    log.noteSuccess(at(5));
    expect(log.recent()).toEqual([outage(10, 10)]);
  });
});

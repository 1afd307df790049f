import { describe, expect, it } from "vitest";
import { countedScope, sumScopeUsage, usageKindOf, usageRetentionStart, usageWindowStart, utcDay } from "./app-usage";
import { createUsageTally, MAX_TALLIED } from "./usage-tally";

describe("what an app's calls count as", () => {
  it("counts GET and HEAD as reads and every other method as a change", () => {
    expect(["GET", "HEAD"].map((m) => usageKindOf(m))).toEqual(["read", "read"]);
    expect(["POST", "PATCH", "PUT", "DELETE"].map((m) => usageKindOf(m))).toEqual([
      "change",
      "change",
      "change",
      "change",
    ]);
  });

  it("counts a POST that changes nothing of the person's (a webhook test event) as a read", () => {
    expect(usageKindOf("POST", { changesNothing: true })).toBe("read");
    expect(usageKindOf("POST", { changesNothing: false })).toBe("change");
  });

  it("counts a call under the granted scope that allowed it: the required one, or the ORG_ scope covering a TEAM_ one", () => {
    expect(countedScope("BOOKING_READ", ["BOOKING_READ", "PROFILE_READ"])).toBe("BOOKING_READ");
    expect(countedScope("TEAM_BOOKING_READ", ["ORG_BOOKING_READ"])).toBe("ORG_BOOKING_READ");
    expect(countedScope("TEAM_BOOKING_READ", ["TEAM_BOOKING_READ", "ORG_BOOKING_READ"])).toBe("TEAM_BOOKING_READ");
    expect(countedScope("BOOKING_READ", [])).toBe("BOOKING_READ");
  });

  it("keeps a 30-day window ending today, and one more day before pruning", () => {
    const now = new Date("2026-11-25T13:45:00Z");
    expect(utcDay(now).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(usageWindowStart(now).toISOString()).toBe("2026-10-27T00:00:00.000Z");
    expect(usageRetentionStart(now).toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });

  it("sums days and grants per scope, in the catalogue's order, keeping the latest use", () => {
    const a = new Date("2026-11-24T10:00:00Z");
    const b = new Date("2026-11-25T10:00:00Z");
    expect(
      sumScopeUsage([
        { scope: "BOOKING_WRITE", reads: 0, changes: 2, lastAt: a },
        { scope: "BOOKING_READ", reads: 3, changes: 0, lastAt: b },
        { scope: "BOOKING_READ", reads: 4, changes: 0, lastAt: a },
      ]),
    ).toEqual([
      { scope: "BOOKING_READ", reads: 7, changes: 0, lastAt: b },
      { scope: "BOOKING_WRITE", reads: 0, changes: 2, lastAt: a },
    ]);
  });
});

describe("the in-memory tally of calls", () => {
  it("adds calls up per grant, scope and UTC day, and starts empty after a drain", () => {
    const tally = createUsageTally();
    const at = (iso: string) => new Date(iso);
    tally.add({ grantId: "g", scope: "BOOKING_READ", kind: "read", at: at("2026-11-25T09:00:00Z") });
    tally.add({ grantId: "g", scope: "BOOKING_READ", kind: "read", at: at("2026-11-25T08:00:00Z") });
    tally.add({ grantId: "g", scope: "BOOKING_READ", kind: "change", at: at("2026-11-25T10:00:00Z") });
    tally.add({ grantId: "g", scope: "BOOKING_READ", kind: "read", at: at("2026-11-26T00:00:01Z") });
    expect(tally.drain()).toEqual([
      {
        grantId: "g",
        scope: "BOOKING_READ",
        day: at("2026-11-25T00:00:00Z"),
        reads: 2,
        changes: 1,
        lastAt: at("2026-11-25T10:00:00Z"),
      },
      {
        grantId: "g",
        scope: "BOOKING_READ",
        day: at("2026-11-26T00:00:00Z"),
        reads: 1,
        changes: 0,
        lastAt: at("2026-11-26T00:00:01Z"),
      },
    ]);
    expect(tally.drain()).toEqual([]);
  });

  it("asks to be written once it holds its bound of distinct rows", () => {
    const tally = createUsageTally();
    const at = new Date();
    let full = false;
    for (let i = 0; i < MAX_TALLIED; i++)
      full = tally.add({ grantId: `g${i}`, scope: "BOOKING_READ", kind: "read", at });
    expect(full).toBe(true);
  });
});

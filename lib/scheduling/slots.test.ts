import { describe, expect, it } from "vitest";
import { computeSlots, isFreeSlot } from "./slots";
import { zonedTimeToInstant } from "./zoned-time";

const weekdays = [{ days: [1, 2, 3, 4, 5], startTime: "09:00", endTime: "11:00" }];
const base = { rules: weekdays, lengthInMinutes: 30, busy: [], now: new Date("2030-01-01T00:00:00Z") };

describe("computeSlots", () => {
  it("cuts the weekly rules into slots in the schedule's time zone", () => {
    // Monday 7 January 2030; Berlin is UTC+1 in winter.
    const slots = computeSlots({
      ...base,
      timeZone: "Europe/Berlin",
      from: new Date("2030-01-07T00:00:00Z"),
      to: new Date("2030-01-08T00:00:00Z"),
    });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2030-01-07T08:00:00.000Z",
      "2030-01-07T08:30:00.000Z",
      "2030-01-07T09:00:00.000Z",
      "2030-01-07T09:30:00.000Z",
    ]);
  });

  it("follows daylight saving time", () => {
    const summer = computeSlots({
      ...base,
      timeZone: "Europe/Berlin",
      from: new Date("2030-07-01T00:00:00Z"),
      to: new Date("2030-07-02T00:00:00Z"),
    });
    expect(summer[0]?.start.toISOString()).toBe("2030-07-01T07:00:00.000Z");
    expect(zonedTimeToInstant(2030, 3, 31, 180, "Europe/Berlin").toISOString()).toBe("2030-03-31T01:00:00.000Z");
  });

  it("leaves out weekends, busy time and slots already started", () => {
    const from = new Date("2030-01-05T00:00:00Z"); // Saturday
    const to = new Date("2030-01-08T00:00:00Z");
    const busy = [{ start: new Date("2030-01-07T09:15:00Z"), end: new Date("2030-01-07T09:45:00Z") }];
    const slots = computeSlots({ ...base, timeZone: "UTC", from, to, busy, now: new Date("2030-01-07T09:00:00Z") });
    expect(slots.map((s) => s.start.toISOString())).toEqual(["2030-01-07T10:00:00.000Z", "2030-01-07T10:30:00.000Z"]);
  });

  it("accepts only a start that is one of the free slots", () => {
    const q = { ...base, timeZone: "UTC" };
    expect(isFreeSlot(q, new Date("2030-01-07T09:30:00Z"))).toBe(true);
    expect(isFreeSlot(q, new Date("2030-01-07T09:10:00Z"))).toBe(false);
    expect(isFreeSlot(q, new Date("2030-01-07T10:45:00Z"))).toBe(false);
    expect(isFreeSlot(q, new Date("2030-01-06T09:30:00Z"))).toBe(false);
  });
});

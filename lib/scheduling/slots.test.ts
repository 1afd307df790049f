import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Interval, WeeklyRule } from "./ports";
import { MAX_SLOTS_PER_QUERY, type SlotQuery, computeSlots, isFreeSlot } from "./slots";
import { referenceSlots } from "./testing/reference-slots";
import { weeklyStretches } from "./weekly-intervals";
import { type OffsetSource, intlOffsetMs, zonedTimeToInstant } from "./zoned-time";

const weekdays = [{ days: [1, 2, 3, 4, 5], startTime: "09:00", endTime: "11:00" }];
const base = { rules: weekdays, lengthInMinutes: 30, busy: [], now: new Date("2030-01-01T00:00:00Z") };

function slotsOf(query: SlotQuery): Interval[] {
  const result = computeSlots(query);
  if (!result.ok) throw new Error(result.code);
  return result.data;
}
const isoStarts = (slots: Interval[]) => slots.map((s) => s.start.toISOString());

describe("computeSlots", () => {
  it("cuts the weekly rules into slots in the schedule's time zone", () => {
    // Monday 7 January 2030; Berlin is UTC+1 in winter.
    const slots = slotsOf({
      ...base,
      timeZone: "Europe/Berlin",
      from: new Date("2030-01-07T00:00:00Z"),
      to: new Date("2030-01-08T00:00:00Z"),
    });
    expect(isoStarts(slots)).toEqual([
      "2030-01-07T08:00:00.000Z",
      "2030-01-07T08:30:00.000Z",
      "2030-01-07T09:00:00.000Z",
      "2030-01-07T09:30:00.000Z",
    ]);
  });

  it("follows daylight saving time", () => {
    const summer = slotsOf({
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
    const slots = slotsOf({ ...base, timeZone: "UTC", from, to, busy, now: new Date("2030-01-07T09:00:00Z") });
    expect(isoStarts(slots)).toEqual(["2030-01-07T10:00:00.000Z", "2030-01-07T10:30:00.000Z"]);
  });

  it("treats overlapping and touching rules of a weekday as one stretch, cut from its start", () => {
    const rules = [
      { days: [1], startTime: "09:00", endTime: "10:00" },
      { days: [1, 2], startTime: "09:10", endTime: "10:10" },
      { days: [1], startTime: "10:10", endTime: "10:30" },
    ];
    expect(weeklyStretches(rules)[1]).toEqual([{ start: 540, end: 630 }]);
    const slots = slotsOf({
      ...base,
      rules,
      timeZone: "UTC",
      from: new Date("2030-01-07T00:00:00Z"),
      to: new Date("2030-01-08T00:00:00Z"),
    });
    expect(isoStarts(slots)).toEqual([
      "2030-01-07T09:00:00.000Z",
      "2030-01-07T09:30:00.000Z",
      "2030-01-07T10:00:00.000Z",
    ]);
  });

  it(`refuses a range holding more than ${MAX_SLOTS_PER_QUERY} slots, and answers one holding exactly that many`, () => {
    const allDay = [{ days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" }];
    const from = new Date("2030-01-07T00:00:00Z");
    const query = { ...base, rules: allDay, lengthInMinutes: 5, timeZone: "UTC", from };
    const fits = new Date(from.getTime() + MAX_SLOTS_PER_QUERY * 5 * 60_000);
    expect(computeSlots({ ...query, to: fits })).toMatchObject({ ok: true, data: { length: MAX_SLOTS_PER_QUERY } });
    expect(computeSlots({ ...query, to: new Date(fits.getTime() + 5 * 60_000) })).toEqual({
      ok: false,
      code: "too_many_slots",
      max: MAX_SLOTS_PER_QUERY,
    });
  });

  it("accepts only a start that is one of the free slots", () => {
    const q = { ...base, timeZone: "UTC" };
    expect(isFreeSlot(q, new Date("2030-01-07T09:30:00Z"))).toBe(true);
    expect(isFreeSlot(q, new Date("2030-01-07T09:10:00Z"))).toBe(false);
    expect(isFreeSlot(q, new Date("2030-01-07T10:45:00Z"))).toBe(false);
    expect(isFreeSlot(q, new Date("2030-01-06T09:30:00Z"))).toBe(false);
  });

  it("refuses a slot that would end after the last instant the API prints (year 9999)", () => {
    const allDay = [{ days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" }];
    const q = { ...base, rules: allDay, lengthInMinutes: 30, timeZone: "UTC" };
    expect(isFreeSlot(q, new Date("9999-12-31T23:00:00Z"))).toBe(true);
    expect(isFreeSlot(q, new Date("9999-12-31T23:30:00Z"))).toBe(false);
  });
});

// Days around daylight-saving changes (and ordinary days) in zones with whole-hour, half-hour and
// 30-minute-DST offsets, so the random ranges cross the changes often.
const ZONES = {
  "Europe/Berlin": ["2030-03-31", "2030-10-27", "2031-03-30", "2030-06-15"],
  "America/New_York": ["2030-03-10", "2030-11-03", "2031-03-09", "2030-01-15"],
  "Australia/Lord_Howe": ["2030-04-07", "2030-10-06", "2030-07-01"],
  "Asia/Kolkata": ["2030-05-05"],
  UTC: ["2030-02-01"],
} as const;
const zoneAndDay = fc.constantFrom(
  ...Object.entries(ZONES).flatMap(([zone, days]) => days.map((day) => [zone, day] as const)),
);
const time = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const rule: fc.Arbitrary<WeeklyRule> = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    start: fc.integer({ min: 0, max: 1439 }),
    span: fc.integer({ min: 1, max: 1440 }),
  })
  .map(({ days, start, span }) => ({ days, startTime: time(start), endTime: time(Math.min(1440, start + span)) }));
const H = 3_600_000;
const randomQuery: fc.Arbitrary<SlotQuery> = fc
  .record({
    zoneDay: zoneAndDay,
    rules: fc.array(rule, { minLength: 0, maxLength: 8 }),
    lengthInMinutes: fc.constantFrom(5, 7, 15, 25, 30, 45, 60, 90, 720),
    fromHours: fc.integer({ min: -72, max: 24 }),
    spanHours: fc.integer({ min: 1, max: 96 }),
    nowHours: fc.integer({ min: -100, max: 48 }),
    busy: fc.array(
      fc.record({ at: fc.integer({ min: -72 * 60, max: 120 * 60 }), minutes: fc.integer({ min: 1, max: 300 }) }),
      {
        maxLength: 6,
      },
    ),
  })
  .map(({ zoneDay: [timeZone, day], rules, lengthInMinutes, fromHours, spanHours, nowHours, busy }) => {
    const origin = Date.parse(`${day}T00:00:00Z`);
    return {
      rules,
      timeZone,
      lengthInMinutes,
      from: new Date(origin + fromHours * H),
      to: new Date(origin + (fromHours + spanHours) * H),
      now: new Date(origin + nowHours * H),
      busy: busy.map((b) => ({
        start: new Date(origin + b.at * 60_000),
        end: new Date(origin + (b.at + b.minutes) * 60_000),
      })),
    };
  });

describe("computeSlots against the minute-by-minute reference", () => {
  it("yields exactly the reference's slots for random schedules, ranges and busy time, across DST changes", () => {
    fc.assert(
      fc.property(randomQuery, (query) => {
        const result = computeSlots(query, { maxSlots: Number.POSITIVE_INFINITY });
        expect(result.ok && isoStarts(result.data)).toEqual(isoStarts(referenceSlots(query)));
        if (result.ok)
          expect(result.data.every((s) => s.end.getTime() - s.start.getTime() === query.lengthInMinutes * 60_000)).toBe(
            true,
          );
      }),
      { numRuns: 80 },
    );
  });

  it("books exactly the starts the reference offers, checking the one slot", () => {
    fc.assert(
      fc.property(randomQuery, fc.array(fc.integer({ min: 0, max: 96 * 60 }), { maxLength: 12 }), (query, minutes) => {
        const offered = new Set(referenceSlots(query).map((s) => s.start.getTime()));
        const lastStart = query.to.getTime() - query.lengthInMinutes * 60_000;
        // Within [from, to - length] whether a start is offered depends on the start alone.
        const inRange = minutes.map((m) => query.from.getTime() + m * 60_000).filter((t) => t <= lastStart);
        for (const start of [...[...offered].slice(0, 8), ...inRange]) {
          expect(isFreeSlot(query, new Date(start))).toBe(offered.has(start));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("bounded work", () => {
  // The worst schedule the API accepts: 50 rules covering every day, 5-minute slots, 31 days,
  // across a daylight-saving change.
  const allDay = { days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" };
  const worst = {
    rules: Array.from({ length: 50 }, () => allDay),
    timeZone: "Europe/Berlin",
    lengthInMinutes: 5,
    from: new Date("2030-03-15T00:00:00Z"),
    to: new Date("2030-04-15T00:00:00Z"),
    busy: [],
    now: new Date("2030-03-01T00:00:00Z"),
  };
  function counted(query: SlotQuery, maxSlots?: number) {
    let conversions = 0;
    const offsetAt: OffsetSource = (instant, zone) => {
      conversions++;
      return intlOffsetMs(instant, zone);
    };
    const tally = { candidates: 0 };
    const result = computeSlots(query, { offsetAt, maxSlots, tally });
    return { result, conversions, candidates: tally.candidates };
  }

  it("converts a few times per day and visits each slot once, however many rules cover it", () => {
    const unbounded = counted(worst, Number.POSITIVE_INFINITY);
    const oneRule = counted({ ...worst, rules: [allDay] }, Number.POSITIVE_INFINITY);
    expect(unbounded.result.ok && unbounded.result.data.length).toBe(31 * 288); // every 5 minutes of the range
    expect(unbounded.candidates).toBe(oneRule.candidates);
    expect(unbounded.conversions).toBe(oneRule.conversions);
    // 35 local days (the range and the margins): two samples a day and one bisection per change.
    expect(unbounded.conversions).toBeLessThanOrEqual(2 * 40 + 40);
    expect(unbounded.candidates).toBeLessThanOrEqual((31 + 5) * 288);
  });

  it(`stops after ${MAX_SLOTS_PER_QUERY} + 1 slots when the range holds more`, () => {
    const capped = counted(worst);
    expect(capped.result).toEqual({ ok: false, code: "too_many_slots", max: MAX_SLOTS_PER_QUERY });
    expect(capped.candidates).toBeLessThanOrEqual(MAX_SLOTS_PER_QUERY + 1 + 3 * 288);
  });

  it("checks one requested slot with a handful of conversions", () => {
    let conversions = 0;
    const offsetAt: OffsetSource = (instant, zone) => {
      conversions++;
      return intlOffsetMs(instant, zone);
    };
    expect(isFreeSlot(worst, new Date("2030-03-31T01:05:00Z"), { offsetAt })).toBe(true);
    expect(conversions).toBeLessThanOrEqual(40);
  });
});

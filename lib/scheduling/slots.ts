// Available slots of an event type: its schedule's weekly rules, cut into slots of the event's
// length, minus the host's busy time and anything already started.
//
// The work is bounded per request: the rules are first merged into disjoint stretches per weekday
// (weekly-intervals.ts), the zone's offsets are read once per half day (offsetTimeline), and an
// answer stops at MAX_SLOTS_PER_QUERY + 1 slots. A booking checks its one slot, not a range.
import { type Refused, type Succeeded, ok } from "@/lib/outcome";
import type { Interval, WeeklyRule } from "./ports";
import { LATEST_INSTANT } from "./schemas/instant";
import { type WeeklyStretches, weeklyStretches } from "./weekly-intervals";
import {
  type OffsetSource,
  type OffsetTimeline,
  intlOffsetMs,
  localToInstant,
  offsetTimeline,
  wallClock,
} from "./zoned-time";

export const MAX_SLOT_RANGE_DAYS = 31;
/** The most slots one query answers; a range that holds more must be narrowed. */
export const MAX_SLOTS_PER_QUERY = 1000;
const DAY_MS = 86_400_000;
/**
 * A local date's times can fall on instants of neighbouring dates (its own offset, and a change of
 * offset of up to a day, as when a zone moved across the date line): the dates this far on each
 * side of an instant's own local date are the ones that can hold a slot starting at it.
 */
const DATE_MARGIN_DAYS = 2;

export interface SlotQuery {
  readonly rules: readonly WeeklyRule[];
  readonly timeZone: string;
  readonly lengthInMinutes: number;
  readonly from: Date;
  readonly to: Date;
  readonly busy: readonly Interval[];
  readonly now: Date;
}

/** The free slots, or too many of them for one answer (`max`: the most one answer carries). */
export type SlotsResult = Succeeded<Interval[]> | TooManySlots;
export type TooManySlots = Refused<"too_many_slots"> & { readonly max: number };

/** Options for tests: the offset source (to count conversions), the cap, a count of candidate slots. */
export interface SlotWork {
  readonly offsetAt?: OffsetSource;
  readonly maxSlots?: number;
  readonly tally?: { candidates: number };
}

/** Busy time as sorted disjoint [start, end) in ms; touching or overlapping intervals are joined. */
function busyUnion(busy: readonly Interval[]): { start: number; end: number }[] {
  const sorted = busy
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))
    .filter((b) => b.start <= b.end)
    .sort((a, b) => a.start - b.start);
  const union: { start: number; end: number }[] = [];
  for (const b of sorted) {
    const last = union.at(-1);
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else union.push({ ...b });
  }
  return union;
}

/** Whether [start, end) overlaps the union: only the last interval starting before `end` can. */
function overlapsBusy(union: readonly { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0;
  let hi = union.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (union[mid]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && union[lo - 1]!.end > start;
}

/** Midnight UTC of the local date on which the zone's wall clock shows `instant`. */
function localDateUtc(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day);
}

/**
 * Each candidate slot start of the local dates from `firstDay` to `lastDay` (midnights UTC of local
 * dates): every stretch of the date's weekday cut from its start into slots of `lengthMinutes`.
 * A local time that does not exist or exists twice (daylight saving) maps as zonedTimeToInstant does.
 */
function* candidateStarts(
  week: WeeklyStretches,
  lengthMinutes: number,
  firstDay: number,
  lastDay: number,
  timeline: OffsetTimeline,
): Generator<number> {
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    for (const stretch of week[new Date(day).getUTCDay()]!) {
      for (let m = stretch.start; m + lengthMinutes <= stretch.end; m += lengthMinutes) {
        yield localToInstant(day, m, timeline);
      }
    }
  }
}

export function computeSlots(query: SlotQuery, work: SlotWork = {}): SlotsResult {
  const maxSlots = work.maxSlots ?? MAX_SLOTS_PER_QUERY;
  const lengthMs = query.lengthInMinutes * 60_000;
  // A slot starts at or after `from`, after `now`, and ends by `to`.
  const lo = Math.max(query.from.getTime(), query.now.getTime() + 1);
  const hi = query.to.getTime() - lengthMs;
  if (!(lo <= hi)) return ok([]);
  const week = weeklyStretches(query.rules);
  const source = work.offsetAt ?? intlOffsetMs;
  const firstDay = localDateUtc(lo, query.timeZone) - DATE_MARGIN_DAYS * DAY_MS;
  const lastDay = localDateUtc(hi, query.timeZone) + DATE_MARGIN_DAYS * DAY_MS;
  const timeline = offsetTimeline(query.timeZone, firstDay - DAY_MS, lastDay + 2 * DAY_MS, source);
  const busy = busyUnion(query.busy);
  const starts = new Set<number>();
  for (const start of candidateStarts(week, query.lengthInMinutes, firstDay, lastDay, timeline)) {
    if (work.tally) work.tally.candidates++;
    if (start < lo || start > hi || starts.has(start) || overlapsBusy(busy, start, start + lengthMs)) continue;
    starts.add(start);
    if (starts.size > maxSlots) return { ok: false, code: "too_many_slots", max: maxSlots };
  }
  return ok([...starts].sort((a, b) => a - b).map((s) => ({ start: new Date(s), end: new Date(s + lengthMs) })));
}

/**
 * Whether `start` is one of the schedule's free slots - the same answer as looking for it among
 * computeSlots' slots - from the one slot alone: the local times that could map to `start` are
 * worked out from the few offsets around it instead of cutting days into slots.
 */
export function isFreeSlot(query: Omit<SlotQuery, "from" | "to">, start: Date, work: SlotWork = {}): boolean {
  const s = start.getTime();
  const lengthMs = query.lengthInMinutes * 60_000;
  if (!(s > query.now.getTime())) return false;
  // A booking is stored and read back as instants the API can print: it must end by the last one.
  if (s + lengthMs > LATEST_INSTANT.getTime()) return false;
  if (overlapsBusy(busyUnion(query.busy), s, s + lengthMs)) return false;
  const week = weeklyStretches(query.rules);
  const day = localDateUtc(s, query.timeZone);
  const firstDay = day - DATE_MARGIN_DAYS * DAY_MS;
  const lastDay = day + DATE_MARGIN_DAYS * DAY_MS;
  const timeline = offsetTimeline(
    query.timeZone,
    firstDay - DAY_MS,
    lastDay + 2 * DAY_MS,
    work.offsetAt ?? intlOffsetMs,
  );
  // localToInstant(d, m) = d + m - (an offset of the window): solve for m with each such offset.
  for (let candidateDay = firstDay; candidateDay <= lastDay; candidateDay += DAY_MS) {
    for (const stretch of week[new Date(candidateDay).getUTCDay()]!) {
      for (const offset of timeline.offsets) {
        const m = (s + offset - candidateDay) / 60_000;
        if (!Number.isInteger(m) || m < stretch.start || m + query.lengthInMinutes > stretch.end) continue;
        if ((m - stretch.start) % query.lengthInMinutes !== 0) continue;
        if (localToInstant(candidateDay, m, timeline) === s) return true;
      }
    }
  }
  return false;
}

/** The key a live booking holds: one slot of one event type is booked at most once. */
export function slotKey(eventTypeId: string, start: Date): string {
  return `${eventTypeId}@${start.toISOString()}`;
}

// Available slots of an event type: its schedule's weekly rules, cut into slots of the event's
// length, minus the host's busy time and anything already started.
import type { Interval, WeeklyRule } from "./ports";
import { minutesOf, wallClock, zonedTimeToInstant } from "./zoned-time";

export const MAX_SLOT_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;

export interface SlotQuery {
  readonly rules: readonly WeeklyRule[];
  readonly timeZone: string;
  readonly lengthInMinutes: number;
  readonly from: Date;
  readonly to: Date;
  readonly busy: readonly Interval[];
  readonly now: Date;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function computeSlots(query: SlotQuery): Interval[] {
  const lengthMs = query.lengthInMinutes * 60_000;
  const seen = new Set<number>();
  const slots: Interval[] = [];
  // Walk local dates from a day before to a day after: a local day may start on the previous UTC day.
  for (let t = query.from.getTime() - DAY_MS; t <= query.to.getTime() + DAY_MS; t += DAY_MS) {
    const date = wallClock(new Date(t), query.timeZone);
    for (const rule of query.rules) {
      if (!rule.days.includes(date.weekday)) continue;
      const end = minutesOf(rule.endTime);
      for (let m = minutesOf(rule.startTime); m + query.lengthInMinutes <= end; m += query.lengthInMinutes) {
        const start = zonedTimeToInstant(date.year, date.month, date.day, m, query.timeZone);
        const slot = { start, end: new Date(start.getTime() + lengthMs) };
        if (seen.has(start.getTime())) continue;
        if (start < query.from || slot.end > query.to || start <= query.now) continue;
        if (query.busy.some((b) => overlaps(slot, b))) continue;
        seen.add(start.getTime());
        slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function isFreeSlot(query: Omit<SlotQuery, "from" | "to">, start: Date): boolean {
  const end = new Date(start.getTime() + query.lengthInMinutes * 60_000);
  return computeSlots({ ...query, from: start, to: end }).some((s) => s.start.getTime() === start.getTime());
}

/** The key a live booking holds: one slot of one event type is booked at most once. */
export function slotKey(eventTypeId: string, start: Date): string {
  return `${eventTypeId}@${start.toISOString()}`;
}

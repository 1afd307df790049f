// The slot rules written the slow, obvious way, for tests to compare computeSlots with: minute by
// minute which local minutes some rule covers, cut each covered run into slots from its start,
// each slot converted on its own with zonedTimeToInstant (Intl), filtered by range, now and busy.
import type { Interval } from "../ports";
import type { SlotQuery } from "../slots";
import { minutesOf, wallClock, zonedTimeToInstant } from "../zoned-time";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function localDate(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day);
}

export function referenceSlots(q: SlotQuery): Interval[] {
  const lengthMs = q.lengthInMinutes * 60_000;
  const found = new Map<number, Interval>();
  const last = localDate(q.to, q.timeZone) + 2 * DAY_MS;
  for (let day = localDate(q.from, q.timeZone) - 2 * DAY_MS; day <= last; day += DAY_MS) {
    const date = new Date(day);
    const covered = (minute: number) =>
      q.rules.some(
        (r) => r.days.includes(date.getUTCDay()) && minutesOf(r.startTime) <= minute && minute < minutesOf(r.endTime),
      );
    for (let runStart = 0; runStart < 1440; ) {
      if (!covered(runStart)) {
        runStart++;
        continue;
      }
      let runEnd = runStart;
      while (runEnd < 1440 && covered(runEnd)) runEnd++;
      for (let m = runStart; m + q.lengthInMinutes <= runEnd; m += q.lengthInMinutes) {
        // A local time is within 15 hours of its instant in the zones tested: skip converting times
        // far outside the range, only to keep the reference quick (a conversion costs ~0.1 ms).
        const naive = day + m * 60_000;
        if (naive < q.from.getTime() - 15 * HOUR_MS || naive > q.to.getTime() + 15 * HOUR_MS) continue;
        const start = zonedTimeToInstant(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          m,
          q.timeZone,
        );
        const slot = { start, end: new Date(start.getTime() + lengthMs) };
        if (start < q.from || slot.end > q.to || start <= q.now) continue;
        if (q.busy.some((b) => slot.start < b.end && b.start < slot.end)) continue;
        found.set(start.getTime(), slot);
      }
      runStart = runEnd;
    }
  }
  return [...found.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

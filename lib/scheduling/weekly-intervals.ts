// A schedule's weekly rules as, per weekday, sorted disjoint stretches of local minutes: rules that
// overlap or touch become one stretch, so 50 rules covering the same hours cost what one does.
import type { WeeklyRule } from "./ports";
import { minutesOf } from "./zoned-time";

/** [start, end) in minutes since local midnight; end may be 1440 (24:00). */
export interface MinuteStretch {
  readonly start: number;
  readonly end: number;
}

/** Index 0 = Sunday ... 6 = Saturday. */
export type WeeklyStretches = readonly (readonly MinuteStretch[])[];

export function weeklyStretches(rules: readonly WeeklyRule[]): WeeklyStretches {
  const byDay: MinuteStretch[][] = Array.from({ length: 7 }, () => []);
  for (const rule of rules) {
    const start = minutesOf(rule.startTime);
    const end = minutesOf(rule.endTime);
    if (!(start < end)) continue;
    for (const day of new Set(rule.days)) byDay[day]?.push({ start, end });
  }
  return byDay.map((stretches) => {
    const merged: MinuteStretch[] = [];
    for (const s of stretches.sort((a, b) => a.start - b.start)) {
      const last = merged.at(-1);
      if (last && s.start <= last.end)
        merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, s.end) };
      else merged.push(s);
    }
    return merged;
  });
}

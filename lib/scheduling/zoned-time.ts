// Wall-clock time in an IANA time zone <-> instants, with the platform's Intl data (no library).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(value: string): boolean {
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const [year, month, day, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(
    Number,
  ) as [number, number, number, number, number];
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The zone's offset (local minus UTC, in ms) at an instant: one Intl conversion. */
export type OffsetSource = (instant: number, timeZone: string) => number;

export const intlOffsetMs: OffsetSource = offsetMs;

function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, seconds) - (instant - (instant % 1000));
}

/** The instant at which the wall clock in `timeZone` shows the given local time. */
export function zonedTimeToInstant(
  year: number,
  month: number,
  day: number,
  minutesOfDay: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

/** "HH:MM" -> minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

export interface OffsetTimeline {
  /** The offset at an instant. */
  at(instant: number): number;
  /** Every offset the zone has within the window. */
  readonly offsets: readonly number[];
}

const SAMPLE_MS = 12 * 3_600_000;

/**
 * The zone's offset at any instant of [fromMs, toMs] (clamped outside it), from one conversion per
 * 12 hours plus a bisection to the second where the offset changes: so converting many local times
 * costs a few conversions per day, not two per time. It assumes a zone does not change its offset
 * and change it back within 12 hours (no zone's rules in the IANA database do).
 */
export function offsetTimeline(
  timeZone: string,
  fromMs: number,
  toMs: number,
  offsetAt: OffsetSource = intlOffsetMs,
): OffsetTimeline {
  const lo = Math.floor(fromMs / 1000) * 1000;
  const starts = [Number.NEGATIVE_INFINITY];
  const offsets = [offsetAt(lo, timeZone)];
  for (let t = lo; t < toMs; ) {
    const next = Math.min(t + SAMPLE_MS, Math.ceil(toMs / 1000) * 1000);
    const target = offsetAt(next, timeZone);
    let from = t;
    // Each round finds the first second after `from` whose offset differs from the current one.
    while (offsets[offsets.length - 1] !== target) {
      const current = offsets[offsets.length - 1];
      let a = from;
      let b = next;
      while (b - a > 1000) {
        const mid = a + Math.floor((b - a) / 2000) * 1000;
        if (offsetAt(mid, timeZone) === current) a = mid;
        else b = mid;
      }
      starts.push(b);
      offsets.push(b === next ? target : offsetAt(b, timeZone));
      from = b;
    }
    t = next;
  }
  return {
    offsets: [...new Set(offsets)],
    at(instant) {
      let i = starts.length - 1;
      while (instant < starts[i]!) i--;
      return offsets[i]!;
    },
  };
}

/** zonedTimeToInstant's arithmetic on a timeline: the same instant, without a conversion per call. */
export function localToInstant(dayUtcMs: number, minutesOfDay: number, timeline: OffsetTimeline): number {
  const guess = dayUtcMs + minutesOfDay * 60_000;
  const first = guess - timeline.at(guess);
  return guess - timeline.at(first);
}

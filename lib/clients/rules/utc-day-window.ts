// The portal's per-day charts count in UTC days, over a window of `days` days that ends today.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `date` as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The window's first day, as the UTC midnight `days - 1` days before today. */
export function utcWindowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The window's days as YYYY-MM-DD, oldest first, today last. */
export function utcWindowDays(now: Date, days: number): string[] {
  const start = utcWindowStart(now, days).getTime();
  return Array.from({ length: days }, (_, i) => utcDay(new Date(start + i * DAY_MS)));
}

// How long a request has waited, in the words the queue shows ("waiting 3 days").
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

export function waitingFor(since: Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - since.getTime());
  if (ms < HOUR) return `waiting ${plural(Math.max(1, Math.floor(ms / MINUTE)), "minute")}`;
  if (ms < DAY) return `waiting ${plural(Math.floor(ms / HOUR), "hour")}`;
  return `waiting ${plural(Math.floor(ms / DAY), "day")}`;
}

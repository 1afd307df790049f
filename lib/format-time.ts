// Times as every page shows them: rendered on the server, in the viewer's time zone (the account's
// setting), so server and browser agree (no hydration mismatch). Without one: UTC.
export function formatDateTime(date: Date, timeZone = "UTC"): string {
  const utc = `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  if (timeZone === "UTC") return utc;
  const parts = zonedParts(date, timeZone);
  if (!parts) return utc;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type ZonedParts = Record<"year" | "month" | "day" | "hour" | "minute" | "timeZoneName", string>;

// One formatter per zone: building one costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterIn(timeZone: string): Intl.DateTimeFormat | null {
  if (formatters.has(timeZone)) return formatters.get(timeZone) ?? null;
  let format: Intl.DateTimeFormat | null;
  try {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    });
  } catch {
    format = null;
  }
  // Unknown zones are remembered too, but only a bounded number of names is ever kept.
  if (formatters.size < 1_000) formatters.set(timeZone, format);
  return format;
}

/** Date and time of day in `timeZone`, or null for a zone this runtime does not know. */
function zonedParts(date: Date, timeZone: string): ZonedParts | null {
  const format = formatterIn(timeZone);
  if (!format) return null;
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value])) as ZonedParts;
}

const UNITS: [number, string][] = [
  [86_400_000, "day"],
  [3_600_000, "hour"],
  [60_000, "minute"],
];

/** "3 hours ago": the largest whole unit; under a minute, "just now". */
export function formatTimeAgo(date: Date, now: Date): string {
  const ms = now.getTime() - date.getTime();
  for (const [size, unit] of UNITS) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

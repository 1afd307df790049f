// The legacy migration wizard's view of a client's authorization requests (spec s3.2): counts with
// and without `scope`, 30 daily buckets (UTC) for the chart, and whether saving scopes now would
// break users still arriving through the old URL. The store supplies per-day aggregates.
import { utcWindowDays, utcWindowStart } from "./utc-day-window";

export const TRAFFIC_DAYS = 30;
/** Requests without scope in this window mean the old URL is still in use. */
export const STILL_ARRIVING_DAYS = 7;

/** One aggregate row per UTC day and kind of request, as the database returns it. */
export type TrafficRow = {
  day: string;
  withScope: boolean;
  count: number;
  /** Of `count`, how many arrived in the last 24 hours / 7 days. */
  last24h: number;
  last7d: number;
};

export type TrafficCounts = { withScope: number; withoutScope: number };
export type DailyTraffic = TrafficCounts & { day: string };

export type TrafficSummary = {
  last24h: TrafficCounts;
  last7d: TrafficCounts;
  /** Exactly TRAFFIC_DAYS entries, oldest first, ending today (UTC); days without requests are zero. */
  days: DailyTraffic[];
  lastWithoutScopeAt: Date | null;
  lastWithScopeAt: Date | null;
};

/** Midnight UTC at the start of the oldest bucket. */
export const trafficWindowStart = (now: Date): Date => utcWindowStart(now, TRAFFIC_DAYS);

export function summarizeTraffic(
  rows: readonly TrafficRow[],
  last: { withoutScopeAt: Date | null; withScopeAt: Date | null },
  now: Date,
): TrafficSummary {
  const days: DailyTraffic[] = utcWindowDays(now, TRAFFIC_DAYS).map((day) => ({ day, withScope: 0, withoutScope: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const last24h: TrafficCounts = { withScope: 0, withoutScope: 0 };
  const last7d: TrafficCounts = { withScope: 0, withoutScope: 0 };
  for (const row of rows) {
    const key = row.withScope ? "withScope" : "withoutScope";
    const bucket = byDay.get(row.day);
    if (bucket) bucket[key] += row.count;
    last24h[key] += row.last24h;
    last7d[key] += row.last7d;
  }
  return { last24h, last7d, days, lastWithoutScopeAt: last.withoutScopeAt, lastWithScopeAt: last.withScopeAt };
}

/**
 * Whether saving the first scopes now is safe (spec s3.2 step 3): "unscoped_traffic" means the old
 * URL is still in use and saving breaks those users; "no_traffic" means nothing confirms the new
 * URL is deployed; "ready" means every recent request carries scope.
 */
export type MigrationReadiness = { level: "unscoped_traffic" | "no_traffic" | "ready" };

export function migrationReadiness(summary: TrafficSummary): MigrationReadiness {
  if (summary.last7d.withoutScope > 0) return { level: "unscoped_traffic" };
  if (summary.last7d.withScope === 0) return { level: "no_traffic" };
  return { level: "ready" };
}

// A client's token activity as its developer sees it: the counters recorded by the token endpoint
// (lib/oauth/token-grants/token-activity.ts) laid out per UTC day over a window, with totals per
// failure reason and the last success and failure. Days without a row are zero.
import { TOKEN_FAILURE_REASONS, type TokenFailureReason } from "@/lib/oauth/token-grants/token-activity";
import { utcWindowDays, utcWindowStart } from "./utc-day-window";

export const TOKEN_ACTIVITY_DAYS = 30;

/** One stored counter: `day` as YYYY-MM-DD (UTC), `reason` "" for a success. */
export type TokenActivityRow = { day: string; outcome: string; reason: string; count: number };

export type TokenActivityDay = {
  day: string;
  succeeded: number;
  failed: number;
  /** Failures of the day per reason, in TOKEN_FAILURE_REASONS order, only those that happened. */
  failures: ReadonlyArray<{ reason: TokenFailureReason; count: number }>;
};

export type TokenActivitySummary = {
  days: readonly TokenActivityDay[];
  succeeded: number;
  failed: number;
  failuresByReason: ReadonlyArray<{ reason: TokenFailureReason; count: number }>;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
};

function isReason(value: string): value is TokenFailureReason {
  return (TOKEN_FAILURE_REASONS as readonly string[]).includes(value);
}

function byReason(counts: Map<TokenFailureReason, number>) {
  return TOKEN_FAILURE_REASONS.filter((r) => (counts.get(r) ?? 0) > 0).map((reason) => ({
    reason,
    count: counts.get(reason) ?? 0,
  }));
}

/** The window's first day: the UTC midnight TOKEN_ACTIVITY_DAYS - 1 days before today. */
export const tokenActivityWindowStart = (now: Date): Date => utcWindowStart(now, TOKEN_ACTIVITY_DAYS);

export function summarizeTokenActivity(
  rows: readonly TokenActivityRow[],
  last: { success: Date | null; failure: Date | null },
  now: Date,
  days = TOKEN_ACTIVITY_DAYS,
): TokenActivitySummary {
  const table = new Map<string, { succeeded: number; failed: number; failures: Map<TokenFailureReason, number> }>();
  for (const day of utcWindowDays(now, days)) table.set(day, { succeeded: 0, failed: 0, failures: new Map() });
  const overall = new Map<TokenFailureReason, number>();
  for (const row of rows) {
    const day = table.get(row.day);
    if (!day) continue;
    if (row.outcome === "success") {
      day.succeeded += row.count;
      continue;
    }
    const reason = isReason(row.reason) ? row.reason : "other";
    day.failed += row.count;
    day.failures.set(reason, (day.failures.get(reason) ?? 0) + row.count);
    overall.set(reason, (overall.get(reason) ?? 0) + row.count);
  }
  const laidOut = [...table].map(([day, d]) => ({
    day,
    succeeded: d.succeeded,
    failed: d.failed,
    failures: byReason(d.failures),
  }));
  return {
    days: laidOut,
    succeeded: laidOut.reduce((n, d) => n + d.succeeded, 0),
    failed: laidOut.reduce((n, d) => n + d.failed, 0),
    failuresByReason: byReason(overall),
    lastSuccessAt: last.success,
    lastFailureAt: last.failure,
  };
}

// What an app did with a person's grant, as the "Authorized apps" page tells it: per granted scope,
// how many reads and changes in the last USAGE_WINDOW_DAYS days and when last. Counted per grant,
// scope and UTC day when the calls happen; rows older than USAGE_RETENTION_DAYS are pruned.
import { type Scope, scopeRank } from "@/lib/oauth/scope-catalogue";
import { coveringScope } from "@/lib/oauth/covering-scope";

export type UsageKind = "read" | "change";

export const USAGE_WINDOW_DAYS = 30;
/** One day more than the window: the oldest day shown is whole until it leaves the window. */
export const USAGE_RETENTION_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * A call that only reads (GET, HEAD) is a read; any other method may change something, unless the
 * operation declares that it changes none of the person's data (a webhook test event: "Changed your
 * webhooks 3 times" would be untrue of three pings).
 */
export function usageKindOf(method: string, operation: { changesNothing?: boolean } = {}): UsageKind {
  return operation.changesNothing || method === "GET" || method === "HEAD" ? "read" : "change";
}

/**
 * The granted scope a call used: the one that covers what the operation requires (the required
 * scope itself when granted). An unrestricted (legacy) grant is counted under the required scope.
 */
export function countedScope(required: Scope, granted: readonly Scope[]): Scope {
  return coveringScope(granted, required) ?? required;
}

/** Midnight UTC of the day `at` falls in. */
export function utcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** The first day counted in the window that ends today. */
export function usageWindowStart(now: Date): Date {
  return new Date(utcDay(now).getTime() - (USAGE_WINDOW_DAYS - 1) * DAY_MS);
}

/** Days before this one are pruned. */
export function usageRetentionStart(now: Date): Date {
  return new Date(utcDay(now).getTime() - (USAGE_RETENTION_DAYS - 1) * DAY_MS);
}

export interface ScopeUsage {
  readonly scope: string;
  readonly reads: number;
  readonly changes: number;
  readonly lastAt: Date;
}

/** One line per scope (summing days and grants), in the catalogue's order. */
export function sumScopeUsage(rows: Iterable<ScopeUsage>): ScopeUsage[] {
  const byScope = new Map<string, ScopeUsage>();
  for (const r of rows) {
    const seen = byScope.get(r.scope);
    byScope.set(
      r.scope,
      seen
        ? {
            scope: r.scope,
            reads: seen.reads + r.reads,
            changes: seen.changes + r.changes,
            lastAt: seen.lastAt > r.lastAt ? seen.lastAt : r.lastAt,
          }
        : { scope: r.scope, reads: r.reads, changes: r.changes, lastAt: r.lastAt },
    );
  }
  return [...byScope.values()].sort((a, b) => scopeRank(a.scope as Scope) - scopeRank(b.scope as Scope));
}

// Counting API calls without a write per call: each process adds calls up in memory, per grant,
// scope and day, and the recorder writes the sums every few seconds as one increment per row.
// Bounded: past MAX_TALLIED distinct rows the tally asks to be written at once.
import { type UsageKind, utcDay } from "./app-usage";

export const MAX_TALLIED = 5_000;

export interface UsageIncrement {
  readonly grantId: string;
  readonly scope: string;
  readonly day: Date;
  readonly reads: number;
  readonly changes: number;
  readonly lastAt: Date;
}

export interface UsageTally {
  /** Adds one call; true when the tally is full and should be written now. */
  add(call: { grantId: string; scope: string; kind: UsageKind; at: Date }): boolean;
  /** The sums so far, and an empty tally. */
  drain(): UsageIncrement[];
}

export function createUsageTally(): UsageTally {
  let rows = new Map<string, { -readonly [K in keyof UsageIncrement]: UsageIncrement[K] }>();
  return {
    add({ grantId, scope, kind, at }) {
      const day = utcDay(at);
      const key = `${grantId}\n${scope}\n${day.getTime()}`;
      const row = rows.get(key) ?? { grantId, scope, day, reads: 0, changes: 0, lastAt: at };
      if (kind === "read") row.reads += 1;
      else row.changes += 1;
      if (at > row.lastAt) row.lastAt = at;
      rows.set(key, row);
      return rows.size >= MAX_TALLIED;
    },
    drain() {
      const drained = [...rows.values()];
      rows = new Map();
      return drained;
    },
  };
}

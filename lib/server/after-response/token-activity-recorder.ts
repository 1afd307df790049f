// Token activity is written after the response (after-response-batch.ts), in batches: entries noted
// within a short window, or while a write is in flight, go together in the next write (one
// statement), so a burst costs few writes and no request waits for one. A failed write is logged
// and its counts dropped. The rows are bounded, so a flood cannot grow this process's memory.
import type { TokenActivityCount } from "@/lib/db/oauth/record-token-activity";
import { activityDay, type TokenActivityEntry, type TokenActivityPort } from "@/lib/oauth/token-grants/token-activity";
import { createAfterResponseBatch } from "./after-response-batch";
import { keyedTally } from "./keyed-tally";

/** How long the first entry waits for others to join its write: a burst becomes one statement. */
const GATHER_MS = 50;
/** Distinct (client, day, outcome, reason) rows waiting at most; a full tally is written at once. */
const MAX_WAITING_ROWS = 5_000;

export interface TokenActivityBatcher extends TokenActivityPort {
  /** Resolves once everything noted so far is written (tests; shutdown). */
  flush(): Promise<void>;
}

/** One row per client, day, outcome and reason: the requests counted, the last one's time. */
function countEntry(row: TokenActivityCount | undefined, entry: TokenActivityEntry): TokenActivityCount {
  if (row) return { ...row, count: row.count + 1, lastAt: entry.at > row.lastAt ? entry.at : row.lastAt };
  const reason = entry.outcome === "failure" ? entry.reason : "";
  return {
    clientId: entry.clientId,
    day: activityDay(entry.at),
    outcome: entry.outcome,
    reason,
    count: 1,
    lastAt: entry.at,
  };
}

export function createTokenActivityBatcher(
  write: (counts: readonly TokenActivityCount[]) => Promise<void>,
  onError: (error: unknown) => void,
): TokenActivityBatcher {
  const batch = createAfterResponseBatch({
    tally: keyedTally({
      key: (entry: TokenActivityEntry) =>
        `${entry.clientId}\n${activityDay(entry.at).getTime()}\n${entry.outcome}\n${entry.outcome === "failure" ? entry.reason : ""}`,
      fold: countEntry,
      maxRows: MAX_WAITING_ROWS,
    }),
    write,
    gatherMs: GATHER_MS,
    onError,
  });
  return { record: (entry) => batch.add(entry), flush: batch.flush };
}

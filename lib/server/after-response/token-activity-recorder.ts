// Token activity is written after the response, in batches: entries noted within a short window,
// or while a write is in flight, go together in the next write (one statement), so a burst costs
// few writes and no request waits for one. A failed write is logged and its counts dropped: never retried in a loop,
// never surfaced to a request. The keys are bounded, so a flood cannot grow this process's memory.
import type { TokenActivityCount } from "@/lib/db/oauth/record-token-activity";
import { recordTokenActivity } from "@/lib/db/oauth/record-token-activity";
import { getLogger } from "@/lib/observability/logger";
import { activityDay, type TokenActivityEntry, type TokenActivityPort } from "@/lib/oauth/token-grants/token-activity";
import { appPrisma } from "../roots/database";

/** How long the first entry waits for others to join its write: a burst becomes one statement. */
const GATHER_MS = 50;
/** Distinct (client, day, outcome, reason) rows waiting at most; past it new rows are dropped. */
const MAX_WAITING_ROWS = 5_000;

type Waiting = { -readonly [K in keyof TokenActivityCount]: TokenActivityCount[K] };

export interface TokenActivityBatcher extends TokenActivityPort {
  /** Resolves once everything noted so far is written (tests; shutdown). */
  flush(): Promise<void>;
}

export function createTokenActivityBatcher(
  write: (counts: readonly TokenActivityCount[]) => Promise<void>,
  onError: (error: unknown) => void,
): TokenActivityBatcher {
  const waiting = new Map<string, Waiting>();
  let running: Promise<void> | null = null;
  let scheduled = false;

  const runOnce = (): Promise<void> => {
    scheduled = false;
    if (running) return running;
    if (waiting.size === 0) return Promise.resolve();
    const batch = [...waiting.values()];
    waiting.clear();
    running = write(batch)
      .catch(onError)
      .finally(() => {
        running = null;
        if (waiting.size > 0) schedule();
      });
    return running;
  };
  const schedule = () => {
    if (scheduled || running) return;
    scheduled = true;
    setTimeout(() => void runOnce(), GATHER_MS).unref();
  };

  return {
    record(entry: TokenActivityEntry) {
      const day = activityDay(entry.at);
      const reason = entry.outcome === "failure" ? entry.reason : "";
      const key = `${entry.clientId}\n${day.getTime()}\n${entry.outcome}\n${reason}`;
      const row = waiting.get(key);
      if (row) {
        row.count += 1;
        if (entry.at > row.lastAt) row.lastAt = entry.at;
      } else {
        if (waiting.size >= MAX_WAITING_ROWS) return;
        waiting.set(key, { clientId: entry.clientId, day, outcome: entry.outcome, reason, count: 1, lastAt: entry.at });
      }
      schedule();
    },
    async flush() {
      while (running || waiting.size > 0) await runOnce();
    },
  };
}

let recorder: TokenActivityBatcher | undefined;

/** The process's one recorder, writing through the app's database. */
export function tokenActivityRecorder(): TokenActivityBatcher {
  recorder ??= createTokenActivityBatcher(
    async (counts) => recordTokenActivity(await appPrisma(), counts),
    (error) => getLogger().warn({ err: error }, "could not record token activity"),
  );
  return recorder;
}

// "Last used" of grants without a write per API call: each process remembers which grants it
// stamped in the last minute and skips them; the store's conditional write covers the other
// processes. The stamps are written after the answer (after-response-batch.ts), a burst's together;
// a failed write is logged and its grants forgotten, so their next call stamps them again.
import { createAfterResponseBatch } from "./after-response-batch";
import { keyedTally } from "./keyed-tally";

export interface GrantUse {
  readonly grantId: string;
  readonly at: Date;
}

export interface GrantUseRecorder {
  /** Takes note and returns at once. */
  note(grantId: string, at: Date): void;
  /** Resolves once every use noted so far is written (tests). */
  flush(): Promise<void>;
}

const INTERVAL_MS = 60_000;
/** Bounds the memory a flood of distinct grants can take; past it the memo simply starts over. */
const MAX_REMEMBERED = 10_000;
/** How long a first use waits for others to join its write. */
const GATHER_MS = 50;

export function createGrantUseRecorder(
  write: (uses: readonly GrantUse[]) => Promise<void>,
  onError: (error: unknown, uses: readonly GrantUse[]) => void,
  later?: (run: () => void, ms: number) => void,
): GrantUseRecorder {
  const stampedAt = new Map<string, number>();
  const batch = createAfterResponseBatch({
    tally: keyedTally<GrantUse, GrantUse>({
      key: (use) => use.grantId,
      fold: (_, use) => use,
      maxRows: MAX_REMEMBERED,
    }),
    write,
    gatherMs: GATHER_MS,
    onError: (error, uses) => {
      for (const use of uses) stampedAt.delete(use.grantId);
      onError(error, uses);
    },
    ...(later ? { later } : {}),
  });
  return {
    note(grantId, at) {
      const last = stampedAt.get(grantId);
      if (last !== undefined && at.getTime() - last < INTERVAL_MS) return;
      if (stampedAt.size >= MAX_REMEMBERED) stampedAt.clear();
      stampedAt.set(grantId, at.getTime());
      batch.add({ grantId, at });
    },
    flush: batch.flush,
  };
}

// Work after the answer, as dub's `waitUntil`: a request hands over what it wants written and
// returns; the write happens later, batched, and never delays or fails the request. Items add up
// in a tally (each recorder's own: how items become rows); the tally is written `gatherMs` after
// its first item, or at once when it is full. One write at a time: what arrives during a write
// goes into the next. A failed write is reported with its rows, which are dropped: never retried in
// a loop, never surfaced to a request. Bounded: a full tally takes no more items until it is
// written, so a flood cannot grow the process's memory.

export interface Tally<T, R> {
  /** Adds an item; true when the tally is full and should be written now. */
  add(item: T): boolean;
  /** The rows so far, leaving the tally empty. */
  drain(): R[];
}

export interface AfterResponseBatch<T> {
  /** Hands the item over and returns at once. */
  add(item: T): void;
  /** Resolves once everything added so far is written (a page reading its own writes, shutdown, tests). */
  flush(): Promise<void>;
}

export interface AfterResponseBatchOptions<T, R> {
  readonly tally: Tally<T, R>;
  readonly write: (rows: readonly R[]) => Promise<void>;
  /** How long the first item waits for others to join its write. */
  readonly gatherMs: number;
  /** A write failed: its rows are dropped. */
  readonly onError: (error: unknown, rows: readonly R[]) => void;
  /** Runs `run` after `ms`: by default a timer that never keeps the process alive. */
  readonly later?: (run: () => void, ms: number) => void;
}

const unrefTimer = (run: () => void, ms: number) => void setTimeout(run, ms).unref();

export function createAfterResponseBatch<T, R>(options: AfterResponseBatchOptions<T, R>): AfterResponseBatch<T> {
  const { tally, write, gatherMs, onError, later = unrefTimer } = options;
  /** Items in the tally since it was last drained. */
  let waiting = false;
  /** The tally said it is full: it takes nothing more until it is drained. */
  let full = false;
  let scheduled = false;
  let running: Promise<void> | null = null;

  const writeNow = (): Promise<void> => {
    scheduled = false;
    if (running) return running;
    if (!waiting) return Promise.resolve();
    const rows = tally.drain();
    waiting = false;
    full = false;
    // Never synchronously: a write that throws at once must not throw into the request.
    running = Promise.resolve()
      .then(() => write(rows))
      .catch((error: unknown) => onError(error, rows))
      .finally(() => {
        running = null;
        if (full) void writeNow();
        else if (waiting) schedule();
      });
    return running;
  };
  const schedule = () => {
    if (scheduled || running) return;
    scheduled = true;
    later(() => void writeNow(), gatherMs);
  };

  return {
    add(item) {
      if (full) return;
      waiting = true;
      if (tally.add(item)) {
        full = true;
        void writeNow();
      } else schedule();
    },
    async flush() {
      while (running || waiting) await writeNow();
    },
  };
}

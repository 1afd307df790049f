// The outages of the service's storage as one process saw them, for the refresh retry window
// (retry-window.ts). A failure because the database could not be reached opens an outage; the first
// success after it closes it. While none has come yet, the outage ends at its last failure: time
// nobody asked about is not assumed lost, so a process that saw no traffic since cannot stretch an
// outage up to any later moment.
import type { Outage } from "./retry-window";

/** Outages kept, newest; more than a flapping database makes in the span a retry window can reach. */
export const OUTAGES_KEPT = 32;

export interface OutageLog {
  /** A storage call failed at `at` because the database could not be reached. */
  noteFailure(at: Date): void;
  /** A storage call succeeded at `at`. */
  noteSuccess(at: Date): void;
  /** Closed outages, oldest first, then the open one (ending at its last failure), if any. */
  recent(): readonly Outage[];
}

export function createOutageLog(kept = OUTAGES_KEPT): OutageLog {
  let open: { from: Date; last: Date } | null = null;
  let closed: Outage[] = [];
  return {
    noteFailure(at) {
      if (open === null) open = { from: at, last: at };
      else if (at.getTime() > open.last.getTime()) open.last = at;
    },
    noteSuccess(at) {
      if (open === null) return;
      // A call that began before the outage may answer after its first failure: never end before it began.
      const until = at.getTime() > open.from.getTime() ? at : open.last;
      closed = [...closed, { from: open.from, until }].slice(-kept);
      open = null;
    },
    recent() {
      return open === null ? closed : [...closed, { from: open.from, until: open.last }];
    },
  };
}

// How far back a retried refresh may reach. A client whose refresh response was lost retries the
// token it still holds, and is answered again while the window lasts (refresh-verdict.ts). The
// window is a span of time the service could answer: time it could not (the database down, as this
// process saw it) does not count, so a client that kept retrying through an outage longer than the
// window still gets its successor once the service is back, instead of losing its grant as reuse.
// Only the time the service was down is added, never more: a token retired long before an outage
// is still reuse.

/** A time the service could not answer: from its first failure to its first success after it. */
export interface Outage {
  readonly from: Date;
  readonly until: Date;
}

/** The outages the service had lately, as the process saw them. */
export type RecentOutages = () => readonly Outage[];

/**
 * The earliest retirement a retry at `now` may still claim: `windowSeconds` of time the service
 * could answer, counted back from `now`, stepping over every outage on the way.
 */
export function retryWindowStart(now: Date, windowSeconds: number, outages: readonly Outage[]): Date {
  let cursor = now.getTime();
  let left = windowSeconds * 1000;
  const newestFirst = [...outages].sort((a, b) => b.until.getTime() - a.until.getTime());
  for (const outage of newestFirst) {
    const until = Math.min(outage.until.getTime(), cursor);
    const from = outage.from.getTime();
    if (from >= until) continue;
    // The window is used up before it reaches this outage (nor any older one).
    if (cursor - until >= left) break;
    left -= cursor - until;
    cursor = from;
  }
  return new Date(cursor - left);
}

// What a recorded attempt leaves on its delivery, the same in every store: a pending delivery waits
// for its next attempt at `next.at`; any other status is final and finished then. The lock is
// released either way, and an attempt that was sent records its status code and latency.
import type { AttemptRecord } from "../ports";

export function deliveryAfterAttempt({ next, log }: Pick<AttemptRecord, "next" | "log">) {
  const pending = next.status === "PENDING";
  return {
    status: next.status,
    nextAttemptAt: pending ? next.at : null,
    lockedUntil: null,
    lastError: next.error,
    ...(log ? { lastStatusCode: log.statusCode, lastLatencyMs: log.latencyMs } : {}),
    finishedAt: pending ? null : next.at,
  };
}

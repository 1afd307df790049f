// When a failed delivery is tried again. Attempt 1 goes out at once; after a failure that may
// pass (timeout, connection error, 3xx, 5xx, 429) the next attempt waits the delay below, grown by
// a random 0-20 % (jitter, so receivers coming back are not hit by every sender at one instant;
// only ever longer, so the totals below are minimums):
//
//   attempt:        2     3      4      5       6     7     8      9
//   after attempt:  10 s  1 min  5 min  30 min  2 h   6 h   16 h   24 h
//
// Nine attempts over at least 48 h 36 min (the sum), the first retry within 12 s. A 429's
// Retry-After is honoured: the next attempt is not before it (capped at 24 h).
export const RETRY_DELAYS_SECONDS: readonly number[] = [10, 60, 300, 1_800, 7_200, 21_600, 57_600, 86_400];
export const MAX_RETRY_AFTER_SECONDS = 86_400;
const JITTER = 0.2;

export interface RetryPolicy {
  /** Delay before attempt n + 2 after attempt n + 1 failed; its length + 1 is the number of attempts. */
  readonly delaysSeconds: readonly number[];
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { delaysSeconds: RETRY_DELAYS_SECONDS };

export function maxAttempts(policy: RetryPolicy): number {
  return policy.delaysSeconds.length + 1;
}

/**
 * When to try again after attempt `attempt` (1-based) failed in a way that may pass; null when it
 * was the last one. `random` is in [0, 1).
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  input: { attempt: number; now: Date; random: number; retryAfterSeconds?: number | null },
): Date | null {
  const base = policy.delaysSeconds[input.attempt - 1];
  if (base === undefined) return null;
  let delayMs = base * 1000 * (1 + JITTER * Math.min(Math.max(input.random, 0), 1));
  if (input.retryAfterSeconds != null && input.retryAfterSeconds > 0) {
    delayMs = Math.max(delayMs, Math.min(input.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000);
  }
  return new Date(input.now.getTime() + Math.round(delayMs));
}

/** Retry-After (RFC 9110 s10.2.3): delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_POLICY,
  maxAttempts,
  nextAttemptAt,
  parseRetryAfter,
  RETRY_DELAYS_SECONDS,
} from "./retry-schedule";

const now = new Date("2030-01-01T00:00:00Z");
const after = (attempt: number, random: number, retryAfterSeconds?: number | null) =>
  (nextAttemptAt(DEFAULT_RETRY_POLICY, { attempt, now, random, retryAfterSeconds })!.getTime() - now.getTime()) / 1000;

describe("the retry schedule", () => {
  it("retries first within 30 seconds, whatever the jitter", () => {
    expect(after(1, 0)).toBe(10);
    expect(after(1, 0.999999)).toBeLessThan(30);
  });

  it("makes at least 8 attempts spread over at least 48 hours, even with the least jitter", () => {
    expect(maxAttempts(DEFAULT_RETRY_POLICY)).toBeGreaterThanOrEqual(8);
    let total = 0;
    for (let attempt = 1; attempt < maxAttempts(DEFAULT_RETRY_POLICY); attempt++) total += after(attempt, 0);
    expect(total).toBeGreaterThanOrEqual(48 * 3600);
    expect(nextAttemptAt(DEFAULT_RETRY_POLICY, { attempt: maxAttempts(DEFAULT_RETRY_POLICY), now, random: 0 })).toBe(
      null,
    );
  });

  it("grows the delays exponentially and adds at most 20 % jitter, never less", () => {
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length; i++)
      expect(RETRY_DELAYS_SECONDS[i]!).toBeGreaterThan(RETRY_DELAYS_SECONDS[i - 1]!);
    expect(after(3, 0.5)).toBe(330);
    expect(after(3, 1)).toBe(360);
  });

  it("honours Retry-After when it asks for longer, capped at a day", () => {
    expect(after(1, 0, 120)).toBe(120);
    expect(after(4, 0, 5)).toBe(1800);
    expect(after(1, 0, 10 * 86_400)).toBe(86_400);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Tue, 01 Jan 2030 00:01:00 GMT", now)).toBe(60);
    expect(parseRetryAfter("soon", now)).toBe(null);
    expect(parseRetryAfter(null, now)).toBe(null);
  });
});

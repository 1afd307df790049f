import { describe, expect, it } from "vitest";
import { MAX_FAILURES, SignInThrottle, WINDOW_MS, throttleKey } from "./sign-in-throttle";

describe("sign-in throttle", () => {
  it("blocks after the fifth failure until the window has passed", () => {
    let now = 0;
    const t = new SignInThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES - 1; i++) t.recordFailure("k");
    expect(t.isBlocked("k")).toBe(false);
    t.recordFailure("k");
    expect(t.isBlocked("k")).toBe(true);
    now += WINDOW_MS - 1;
    expect(t.isBlocked("k")).toBe(true);
    now += 1;
    expect(t.isBlocked("k")).toBe(false);
  });

  it("forgets failures after a success and keeps keys apart", () => {
    const t = new SignInThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES; i++) t.recordFailure("a");
    expect(t.isBlocked("b")).toBe(false);
    t.recordSuccess("a");
    expect(t.isBlocked("a")).toBe(false);
  });

  it("keys by email and first forwarded address", () => {
    expect(throttleKey("u@x", { "x-forwarded-for": "1.2.3.4, 10.0.0.1" })).toBe("u@x|1.2.3.4");
    expect(throttleKey("u@x", {})).toBe("u@x|direct");
  });
});

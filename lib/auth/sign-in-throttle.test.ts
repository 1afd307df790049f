import { describe, expect, it } from "vitest";
import { MAX_FAILURES, SignInThrottle, WINDOW_MS } from "./sign-in-throttle";

describe("sign-in throttle", () => {
  it("blocks after MAX_FAILURES failures until the window has passed", () => {
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
});

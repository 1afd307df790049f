import { describe, expect, it } from "vitest";
import { formatDateTime, formatTimeAgo } from "./format-time";

const AT = new Date("2026-01-15T18:05:00Z");

describe("formatDateTime", () => {
  it("shows the date and time of day in the viewer's time zone, named", () => {
    expect(formatDateTime(AT, "Europe/Berlin")).toBe("2026-01-15 19:05 CET");
    expect(formatDateTime(AT, "America/New_York")).toMatch(/^2026-01-15 13:05 (EST|GMT-5)$/);
    expect(formatDateTime(new Date("2026-01-15T23:30:00Z"), "Asia/Tokyo")).toMatch(/^2026-01-16 08:30 /);
  });

  it("falls back to UTC without a zone or with one the runtime does not know", () => {
    expect(formatDateTime(AT)).toBe("2026-01-15 18:05 UTC");
    expect(formatDateTime(AT, "Mars/Olympus")).toBe("2026-01-15 18:05 UTC");
    expect(formatDateTime(AT, "Mars/Olympus")).toBe("2026-01-15 18:05 UTC");
  });
});

describe("formatTimeAgo", () => {
  it("says how long ago, in the largest whole unit", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), now);
    expect(ago(10_000)).toBe("just now");
    expect(ago(60_000)).toBe("1 minute ago");
    expect(ago(2 * 3_600_000 + 5)).toBe("2 hours ago");
    expect(ago(3 * 86_400_000)).toBe("3 days ago");
  });
});

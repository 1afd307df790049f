import { describe, expect, it } from "vitest";
import { summarizeTokenActivity, tokenActivityWindowStart } from "./token-activity";

const NOW = new Date("2026-11-25T15:00:00Z");
const none = { success: null, failure: null };

describe("summarizeTokenActivity", () => {
  it("lays out 30 UTC days ending today, zero where nothing was counted", () => {
    const summary = summarizeTokenActivity([], none, NOW);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]?.day).toBe("2026-10-27");
    expect(summary.days.at(-1)).toEqual({ day: "2026-11-25", succeeded: 0, failed: 0, failures: [] });
    expect(tokenActivityWindowStart(NOW).toISOString()).toBe("2026-10-27T00:00:00.000Z");
  });

  it("adds successes and failures per day and per reason, in a fixed reason order; outside days are left out", () => {
    const summary = summarizeTokenActivity(
      [
        { day: "2026-11-25", outcome: "success", reason: "", count: 4 },
        { day: "2026-11-25", outcome: "failure", reason: "rate_limited", count: 2 },
        { day: "2026-11-25", outcome: "failure", reason: "wrong_client_secret", count: 1 },
        { day: "2026-11-24", outcome: "failure", reason: "wrong_client_secret", count: 3 },
        { day: "2026-11-24", outcome: "failure", reason: "made_up", count: 1 },
        { day: "2026-10-01", outcome: "success", reason: "", count: 99 },
      ],
      { success: NOW, failure: null },
      NOW,
    );
    expect(summary.days.at(-1)).toEqual({
      day: "2026-11-25",
      succeeded: 4,
      failed: 3,
      failures: [
        { reason: "wrong_client_secret", count: 1 },
        { reason: "rate_limited", count: 2 },
      ],
    });
    expect(summary.succeeded).toBe(4);
    expect(summary.failed).toBe(7);
    expect(summary.failuresByReason).toEqual([
      { reason: "wrong_client_secret", count: 4 },
      { reason: "rate_limited", count: 2 },
      { reason: "other", count: 1 },
    ]);
    expect(summary.lastSuccessAt).toEqual(NOW);
  });
});

import { describe, expect, it } from "vitest";
import { migrationReadiness, summarizeTraffic, trafficWindowStart, type TrafficRow } from "./traffic";

const now = new Date("2025-03-31T15:00:00Z");
const none = { withoutScopeAt: null, withScopeAt: null };

describe("summarizeTraffic", () => {
  it("fills 30 UTC days ending today, oldest first, with zeros where nothing arrived", () => {
    const summary = summarizeTraffic([], none, now);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]).toEqual({ day: "2025-03-02", withScope: 0, withoutScope: 0 });
    expect(summary.days[29]?.day).toBe("2025-03-31");
    expect(trafficWindowStart(now).toISOString()).toBe("2025-03-02T00:00:00.000Z");
  });

  it("puts each row in its day and adds up the 24-hour and 7-day counts by kind", () => {
    const rows: TrafficRow[] = [
      { day: "2025-03-31", withScope: true, count: 5, last24h: 5, last7d: 5 },
      { day: "2025-03-31", withScope: false, count: 2, last24h: 2, last7d: 2 },
      { day: "2025-03-30", withScope: false, count: 3, last24h: 1, last7d: 3 },
      { day: "2025-03-10", withScope: false, count: 4, last24h: 0, last7d: 0 },
      // Outside the chart (clock skew between database and server): counted nowhere in the chart.
      { day: "2025-02-01", withScope: true, count: 9, last24h: 0, last7d: 0 },
    ];
    const summary = summarizeTraffic(rows, none, now);
    expect(summary.last24h).toEqual({ withScope: 5, withoutScope: 3 });
    expect(summary.last7d).toEqual({ withScope: 5, withoutScope: 5 });
    expect(summary.days.find((d) => d.day === "2025-03-31")).toEqual({
      day: "2025-03-31",
      withScope: 5,
      withoutScope: 2,
    });
    expect(summary.days.find((d) => d.day === "2025-03-10")).toEqual({
      day: "2025-03-10",
      withScope: 0,
      withoutScope: 4,
    });
    expect(summary.days.reduce((n, d) => n + d.withScope + d.withoutScope, 0)).toBe(14);
  });
});

describe("migrationReadiness", () => {
  const summary = (withScope: number, withoutScope: number) => ({
    ...summarizeTraffic([], none, now),
    last7d: { withScope, withoutScope },
  });

  it("warns while requests without scope arrived in the last 7 days", () => {
    expect(migrationReadiness(summary(100, 1))).toEqual({ level: "unscoped_traffic" });
  });

  it("says it is safe once every recent request carries scope", () => {
    expect(migrationReadiness(summary(3, 0)).level).toBe("ready");
  });

  it("cannot confirm anything without recent traffic", () => {
    expect(migrationReadiness(summary(0, 0)).level).toBe("no_traffic");
  });
});

import { describe, expect, it } from "vitest";
import { migrationReadiness, summarizeTraffic } from "@/lib/clients/rules/traffic";
import { readinessWords } from "./traffic";

const now = new Date("2025-03-31T12:00:00Z");
const summary = (withScope: number, withoutScope: number) => ({
  ...summarizeTraffic([], { withoutScopeAt: null, withScopeAt: null }, now),
  last7d: { withScope, withoutScope },
});

describe("readinessWords", () => {
  it("warns while requests without scope arrive, with their count", () => {
    const s = summary(100, 3);
    const words = readinessWords(migrationReadiness(s), s);
    expect(words.headline).toBe("Requests without scope are still arriving");
    expect(words.detail).toMatch(/^3 requests in the last 7 days came without scope/);
    const one = summary(100, 1);
    expect(readinessWords(migrationReadiness(one), one).detail).toMatch(/^1 request in the last/);
  });

  it("says it is safe once every recent request carries scope, and warns without traffic", () => {
    expect(readinessWords({ level: "ready" }, summary(3, 0)).headline).toBe("All recent requests carry scope");
    expect(readinessWords({ level: "no_traffic" }, summary(0, 0)).headline).toBe("No recent authorization requests");
  });
});

import { describe, expect, it } from "vitest";
import { type DeprecationDeclaration, deprecationHeaders, deprecationProblems } from "./deprecation";

const GOOD: DeprecationDeclaration = { since: "2026-01-15", sunset: "2026-07-14", changeNote: "/docs/changes/foo" };

describe("deprecationProblems", () => {
  it("accepts a sunset 180 days after the deprecation, and a change note of ours or at an https URL", () => {
    expect(deprecationProblems(GOOD)).toEqual([]);
    expect(deprecationProblems({ ...GOOD, changeNote: "https://status.example.com/changes/foo" })).toEqual([]);
    expect(deprecationProblems({ ...GOOD, fields: ["data.legacyId", "status"] })).toEqual([]);
  });

  it("refuses a sunset less than 180 days after the deprecation", () => {
    expect(deprecationProblems({ ...GOOD, sunset: "2026-07-13" })).toEqual(["sunset_too_soon"]);
    expect(deprecationProblems({ ...GOOD, sunset: "2025-12-31" })).toEqual(["sunset_too_soon"]);
  });

  it("refuses dates that are not real YYYY-MM-DD days", () => {
    expect(deprecationProblems({ ...GOOD, since: "2026-02-30" })).toEqual(["bad_since"]);
    expect(deprecationProblems({ ...GOOD, since: "15/01/2026" })).toEqual(["bad_since"]);
    expect(deprecationProblems({ ...GOOD, sunset: "2026-07-14T00:00:00Z" })).toEqual(["bad_sunset"]);
  });

  it("refuses a change note that is not ours or https, has spaces or quotes, or is too long", () => {
    for (const changeNote of [
      "",
      "//evil.example/x",
      "http://example.com/x",
      "/docs/a b",
      '/docs/"x',
      `/${"a".repeat(200)}`,
      "javascript:alert(1)",
    ])
      expect(deprecationProblems({ ...GOOD, changeNote }), changeNote).toEqual(["bad_change_note"]);
  });

  it("refuses an empty, too long or malformed field list", () => {
    expect(deprecationProblems({ ...GOOD, fields: [] })).toEqual(["bad_fields"]);
    expect(deprecationProblems({ ...GOOD, fields: Array.from({ length: 21 }, (_, i) => `f${i}`) })).toEqual([
      "bad_fields",
    ]);
    expect(deprecationProblems({ ...GOOD, fields: ["a b"] })).toEqual(["bad_fields"]);
  });
});

describe("deprecationHeaders", () => {
  it("answers RFC 9745 Deprecation as a structured date, RFC 8594 Sunset as an HTTP-date, and the note's Link", () => {
    expect(deprecationHeaders(GOOD, "https://api.example.com")).toEqual({
      Deprecation: `@${Date.UTC(2026, 0, 15) / 1000}`,
      Sunset: "Tue, 14 Jul 2026 00:00:00 GMT",
      Link: '<https://api.example.com/docs/changes/foo>; rel="deprecation"; type="text/html", <https://api.example.com/docs/changes/foo>; rel="sunset"; type="text/html"',
    });
  });

  it("throws, naming the broken rules, on a declaration that breaks one", () => {
    expect(() => deprecationHeaders({ ...GOOD, sunset: "2026-02-01" }, "https://x")).toThrow(
      "Invalid deprecation declaration: sunset_too_soon",
    );
  });
});

// Keeps the suite whole: every requirement of every MCP authorization revision in mcp-revisions.ts
// is proven by at least one test of this folder, and every test names a requirement that exists.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REQUIREMENTS, REVISIONS, type RequirementId, revisionsOf } from "./mcp-revisions";

const FOLDER = path.join(process.cwd(), "test/conformance");
const sources = readdirSync(FOLDER)
  .filter((file) => file.endsWith(".test.ts") && file !== "requirements-covered.test.ts")
  .map((file) => readFileSync(path.join(FOLDER, file), "utf8"));

/** The ids the suite's tests name: `requirement("id", ...)` or a table test's `[id · MCP ...]`. */
const named = new Set(
  sources.flatMap((source) => [
    ...[...source.matchAll(/requirement\(\s*"([a-z0-9-]+)"/g)].map((m) => m[1]!),
    ...[...source.matchAll(/"\[([a-z0-9-]+) · MCP /g)].map((m) => m[1]!),
  ]),
);

describe("the MCP authorization conformance suite", () => {
  it.each(REVISIONS)("proves every requirement of revision %s", (revision) => {
    const asked = (Object.keys(REQUIREMENTS) as RequirementId[]).filter((id) => revisionsOf(id).includes(revision));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((id) => !named.has(id))).toEqual([]);
  });

  it("names no requirement that is not listed", () => {
    expect([...named].filter((id) => !(id in REQUIREMENTS))).toEqual([]);
  });
});

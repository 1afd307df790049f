// The documents' long tables say what the code does: docs/api.md lists every operation of the policy
// snapshot with its scope and role, and docs/operations/settings.md every rate limit with its
// default. UPDATE_DOCS=1 rewrites docs/api.md's generated operations from the snapshot.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_POLICY } from "@/lib/scheduling/api-policy-rows";
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { generatedBlock, operationsMarkdown, sameMarkdown } from "./operations-table";

const API_DOC = "docs/api.md";
const SETTINGS_DOC = "docs/operations/settings.md";

if (process.env.UPDATE_DOCS === "1") {
  const parts = generatedBlock(readFileSync(API_DOC, "utf8"));
  if (parts) {
    writeFileSync(API_DOC, `${parts.before}\n\n${operationsMarkdown(API_POLICY)}\n\n${parts.after}`);
    execFileSync("node_modules/.bin/biome", ["format", "--write", API_DOC]);
  }
}

/** "10 / 15 min", "20 / day": a limit's default as the settings document writes it. */
function windowWords(seconds: number): string {
  if (seconds === 60) return "min";
  if (seconds === 3600) return "hour";
  if (seconds === 86_400) return "day";
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

describe("the documents match the code", () => {
  it(`${API_DOC} lists every operation of the policy snapshot, with its scope and role`, () => {
    const parts = generatedBlock(readFileSync(API_DOC, "utf8"));
    expect(parts, "the operations markers").not.toBeNull();
    const fresh = operationsMarkdown(API_POLICY);
    expect(
      sameMarkdown(parts!.block, fresh),
      "stale: UPDATE_DOCS=1 npx vitest run --project unit scripts/docs/docs-match-code.test.ts",
    ).toBe(true);
  });

  it(`${SETTINGS_DOC} lists every rate limit with its default, and no other`, () => {
    const doc = readFileSync(SETTINGS_DOC, "utf8");
    const section = doc.slice(doc.indexOf("## Rate limits"), doc.indexOf("\n## ", doc.indexOf("## Rate limits") + 1));
    const listed = [...section.matchAll(/^\| `([A-Z_]+)` +\| ([^|]+?) +\|/gm)].map((m) => `${m[1]} ${m[2]}`);
    const expected = Object.entries(LIMITS).map(([name, l]) => `${name} ${l.points} / ${windowWords(l.seconds)}`);
    expect(listed.sort()).toEqual(expected.sort());
  });
});

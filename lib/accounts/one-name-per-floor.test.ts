// The accounts floors - the core (lib/accounts), the commands (lib/actions) and who is calling
// (lib/auth) - never hold two files of one name: a name says which floor a file is on, so an
// import or a search never lands on the wrong one.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FLOORS = ["lib/accounts", "lib/actions", "lib/auth"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("account floors", () => {
  it("share no file name", () => {
    const byName = new Map<string, string[]>();
    for (const file of FLOORS.flatMap(sourceFiles))
      byName.set(path.basename(file), [...(byName.get(path.basename(file)) ?? []), file]);
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});

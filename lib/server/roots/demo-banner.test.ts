// The start-up banner and the README name the demo accounts the same way.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { demoAccountLines } from "./demo-seed";

describe("demo accounts in the banner and the README", () => {
  it("labels each account alike in both, with the same email and password", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    for (const u of Object.values(DEMO_USERS)) {
      expect(readme).toMatch(new RegExp(`\\| ${u.label} +\\| \`${u.email}\` +\\| \`${u.password}\``));
    }
    expect(demoAccountLines()).toEqual(
      Object.values(DEMO_USERS).map((u) =>
        expect.stringMatching(new RegExp(`^  ${u.label} +${u.email} \\[${u.password}\\]$`)),
      ),
    );
  });
});

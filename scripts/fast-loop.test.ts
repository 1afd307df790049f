// The fast loop before each commit: `npm run check` (format, lint, types, unit tier, stopping at
// the first failure), an incremental type check whose record stays out of git, and the optional
// pre-commit hook that calls it (CONTRIBUTING.md).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const tsconfig = JSON.parse(readFileSync("tsconfig.json", "utf8")) as {
  compilerOptions: { incremental?: boolean; tsBuildInfoFile?: string };
};

describe("the fast loop", () => {
  it("type-checks incrementally, its build info in a git-ignored place", () => {
    const { incremental, tsBuildInfoFile } = tsconfig.compilerOptions;
    expect(incremental).toBe(true);
    expect(tsBuildInfoFile).toMatch(/\.tsbuildinfo$/);
    // check-ignore exits 1 (and execFileSync throws) when git would track the file.
    expect(execFileSync("git", ["check-ignore", "--no-index", tsBuildInfoFile!], { encoding: "utf8" }).trim()).toBe(
      tsBuildInfoFile,
    );
  });

  it("npm run check: format, lint, types, unit tier, in that order, stopping at the first failure", () => {
    const { check, lint } = packageJson.scripts;
    expect(check?.split(" && ")).toEqual(["npm run lint", "npm run typecheck", "npm run test:unit"]);
    // lint checks the formatting first, and fails on a difference rather than rewriting it.
    expect(lint?.split(" && ")[0]).toBe("biome format .");
    expect(lint).toContain("eslint .");
  });

  it("the optional pre-commit hook is executable and runs npm run check", () => {
    const [mode] = execFileSync("git", ["ls-files", "--stage", ".githooks/pre-commit"], { encoding: "utf8" }).split(
      " ",
    );
    expect(mode).toBe("100755");
    expect(readFileSync(".githooks/pre-commit", "utf8")).toMatch(/^exec npm run --silent check$/m);
  });
});

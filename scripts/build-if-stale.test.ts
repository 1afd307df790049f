import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { SOURCES, formatElapsed, isStale } from "./build-if-stale.mjs";

const sources = SOURCES as string[];

/** Tracked top-level entries `next build` never reads; everything else must be a source. */
const NOT_BUILD_INPUTS = new Set([
  ".ci",
  ".dockerignore",
  ".git-blame-ignore-revs",
  ".githooks",
  "CONTRIBUTING.md",
  "biome.json",
  "eslint.config.test.ts",
  "proxy.test.ts",
  ".gitignore",
  "Dockerfile",
  "README.md",
  "compose.yaml",
  "compose.test.ts",
  "deploy",
  "docs",
  "e2e",
  "eslint.config.mjs",
  "playwright.config.ts",
  "playwright.production.config.ts",
  "prisma.config.ts",
  "scripts",
  "test",
  "vitest.config.ts",
  "vitest.config.test.ts",
  "vitest.cluster.config.ts",
  // Rewritten by every build with NEXT_DIST_DIR (see build-if-stale.mjs).
  "tsconfig.json",
  // Only prisma/schema.prisma is built in (through the generated client); migrations are read at run time.
  "prisma",
]);

describe("build-if-stale sources", () => {
  it("lists every tracked top-level file or folder that the build reads", () => {
    const tracked = new Set(
      execFileSync("git", ["ls-files"], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean)
        .map((f) => f.split("/")[0]!),
    );
    const unlisted = [...tracked].filter((entry) => !NOT_BUILD_INPUTS.has(entry) && !sources.includes(entry));
    expect(unlisted).toEqual([]);
    expect(sources).toContain("prisma/schema.prisma");
  });

  let root = "";
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it.each([
    "components/consent/consent-screen.tsx",
    "proxy.ts",
    "postcss.config.mjs",
    "public/logo.svg",
    "app/page.tsx",
  ])("rebuilds when %s is newer than the build", (file) => {
    root = mkdtempSync(path.join(tmpdir(), "build-if-stale-"));
    const at = (p: string, seconds: number) => {
      mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
      writeFileSync(path.join(root, p), "x");
      utimesSync(path.join(root, p), seconds, seconds);
    };
    expect(isStale(root, ".next")).toBe(true);
    at(file, 1_000);
    at(".next/BUILD_ID", 2_000);
    expect(isStale(root, ".next")).toBe(false);
    at(file, 3_000);
    expect(isStale(root, ".next")).toBe(true);
    expect(isStale(root, ".next-other")).toBe(true);
  });
});

describe("the build's progress lines", () => {
  it("say the time spent in seconds, then minutes and seconds", () => {
    expect([0, 15_000, 59_999, 60_000, 90_000, 725_000].map(formatElapsed)).toEqual([
      "0s",
      "15s",
      "59s",
      "1m00s",
      "1m30s",
      "12m05s",
    ]);
  });
});

// `npm run test:cluster`: three instances of the production build behind HAProxy on one PostgreSQL
// database and one Redis (test/cluster/, vitest.cluster.config.ts). It needs PostgreSQL (as
// test:production: TEST_DATABASE_URL, else the local server), HAProxy and redis-server; where one
// is missing it prints what and skips, so `npm test` passes on a laptop without them. A server
// named by TEST_DATABASE_URL that does not answer is a failure, never a silent skip.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";
import { decide } from "./test-production.mjs";

export const PROGRAMS = ["haproxy", "redis-server"];

function installed(program) {
  return spawnSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;
}

/** The programs the tier needs that this machine lacks. */
export function missingPrograms(isInstalled = installed) {
  return PROGRAMS.filter((program) => !isInstalled(program));
}

async function main() {
  const missing = missingPrograms();
  if (missing.length > 0) {
    console.log(
      `test:cluster skipped: ${missing.join(" and ")} not installed (Debian: apt-get install ${missing.join(" ")}).`,
    );
    return 0;
  }
  const verdict = await decide(process.env);
  if (verdict === "skip") {
    console.log("test:cluster skipped: no PostgreSQL at the default address; set TEST_DATABASE_URL to run it.");
    return 0;
  }
  if (verdict === "fail") {
    console.error("test:cluster: the PostgreSQL server named by TEST_DATABASE_URL cannot be reached.");
    return 1;
  }
  process.env.NEXT_DIST_DIR ??= ".next";
  buildIfStale(process.env);
  const vitest = path.join("node_modules", ".bin", "vitest");
  const run = spawnSync(vitest, ["run", "-c", "vitest.cluster.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  return run.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main();

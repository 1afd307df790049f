// `npm run test:production`: the Playwright suite that starts real production servers against
// PostgreSQL. On a machine without PostgreSQL (the README's quick start needs none) it prints a
// notice and skips, so `npm test` passes there. A server named explicitly by TEST_DATABASE_URL
// (as CI does) must answer: then an unreachable one is a failure, never a silent skip.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

export const DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

export async function postgresReachable(url, timeoutMs = 3000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** "run", "skip" (no server at the default address) or "fail" (the named server is unreachable). */
export async function decide(env, reachable = postgresReachable) {
  const named = env.TEST_DATABASE_URL || "";
  if (await reachable(named || DEFAULT_URL)) return "run";
  return named ? "fail" : "skip";
}

async function main() {
  const verdict = await decide(process.env);
  if (verdict === "skip") {
    console.log(
      `test:production skipped: no PostgreSQL at ${DEFAULT_URL}. These tests start production servers on PostgreSQL;`,
    );
    console.log("start one there, or set TEST_DATABASE_URL, to run them.");
    return 0;
  }
  if (verdict === "fail") {
    console.error("test:production: the PostgreSQL server named by TEST_DATABASE_URL cannot be reached.");
    return 1;
  }
  const playwright = path.join("node_modules", ".bin", "playwright");
  const run = spawnSync(playwright, ["test", "-c", "playwright.production.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  return run.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main();

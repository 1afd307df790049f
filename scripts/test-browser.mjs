// `npm run test:e2e [-- playwright args]`: the browser tests against the production build. Builds
// once, then, when PostgreSQL is available (TEST_DATABASE_URL, or the local server), gives the main
// server a throw-away database, migrated and seeded, and two workers; otherwise the main server
// runs on a fresh embedded database. The embedded-database smoke project runs either way.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { scratchDatabase } from "./scratch-database.mjs";
import { DEFAULT_URL, decide } from "./test-production.mjs";

buildIfStale();
const env = { ...process.env };
let drop = async () => {};
const verdict = await decide(process.env);
if (verdict === "fail") {
  console.error("test:e2e: the PostgreSQL server named by TEST_DATABASE_URL cannot be reached.");
  process.exit(1);
}
if (verdict === "run") {
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_URL;
  const scratch = await scratchDatabase(serverUrl, "oauth_e2e");
  drop = scratch.drop;
  env.E2E_DATABASE_URL = scratch.url;
  const seeded = spawnSync(path.join("node_modules", ".bin", "tsx"), ["scripts/db-seed.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: env.E2E_DATABASE_URL, APP_ENV: "development" },
  });
  if (seeded.status !== 0) {
    await drop();
    process.exit(seeded.status ?? 1);
  }
  console.log(
    `test:e2e: the main server runs on PostgreSQL (${scratch.name}, two workers), the smoke project on PGlite.`,
  );
} else {
  console.log("test:e2e: no PostgreSQL here; the main server runs on the embedded database.");
}
const run = spawnSync(path.join("node_modules", ".bin", "playwright"), ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
await drop().catch(() => {});
process.exit(run.status ?? 1);

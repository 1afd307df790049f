// `npm run test:e2e [-- playwright args]`: the browser tests against the production build. Builds
// once, then, when PostgreSQL is available (TEST_DATABASE_URL, or the local server), gives the main
// server a throw-away database, migrated and seeded, and two workers; otherwise the main server
// runs on a fresh embedded database. The embedded-database smoke project runs either way.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.mjs";
import { DEFAULT_URL, decide } from "./test-production.mjs";

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

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
  const name = `oauth_e2e_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  const seeded = spawnSync(path.join("node_modules", ".bin", "tsx"), ["scripts/db-seed.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: env.E2E_DATABASE_URL, APP_ENV: "development" },
  });
  if (seeded.status !== 0) {
    await drop();
    process.exit(seeded.status ?? 1);
  }
  console.log(`test:e2e: the main server runs on PostgreSQL (${name}, two workers), the smoke project on PGlite.`);
} else {
  console.log("test:e2e: no PostgreSQL here; the main server runs on the embedded database.");
}
const run = spawnSync(path.join("node_modules", ".bin", "playwright"), ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
await drop().catch(() => {});
process.exit(run.status ?? 1);

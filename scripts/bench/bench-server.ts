// The system under test: the production build served by `scripts/start.mjs` on a throw-away
// PostgreSQL database (or the embedded database in a fresh data directory), seeded with the demo data.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const BENCH_PORT = 3180;
export const BENCH_URL = `http://localhost:${BENCH_PORT}`;
const DIST_DIR = ".next-bench";
const AUTH_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";

export type BenchServer = {
  url: string;
  database: string;
  workers: string;
  pid: number | undefined;
  stop(): Promise<void>;
};

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function buildIfStale() {
  const run = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale())'],
    {
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
    },
  );
  if (run.status !== 0) throw new Error("next build failed");
}

async function waitReady(child: ChildProcess, logs: string[]) {
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let waited = 0; ; waited += 250) {
    if (exited) throw new Error(`bench server exited during start-up:\n${logs.join("")}`);
    if (waited > 180_000) throw new Error(`bench server not ready after 180 s:\n${logs.join("")}`);
    if (
      await fetch(`${BENCH_URL}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startBenchServer(options: { embedded: boolean; serverUrl: string }): Promise<BenchServer> {
  buildIfStale();
  const dataDir = mkdtempSync(path.join(tmpdir(), "oauth-bench-"));
  const name = `oauth_bench_${randomBytes(6).toString("hex")}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(BENCH_PORT),
    AUTH_SECRET,
    AUTH_URL: BENCH_URL,
    BASE_URL: BENCH_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    HOUSEKEEPING_INTERVAL_MINUTES: "0",
    // One client address mints thousands of codes: the per-address limits would refuse it.
    RATE_LIMITS: "off",
  };
  let databaseUrl: string | undefined;
  if (options.embedded) {
    // Development mode seeds the embedded database by itself.
    env.APP_ENV = "development";
    delete env.DATABASE_URL;
  } else {
    await adminQuery(options.serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(options.serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.APP_ENV = "production";
    env.DATABASE_URL = databaseUrl;
    const seeded = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], {
      env: { ...env, APP_ENV: "development" },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  }
  // BENCH_SERVER_NODE_ARGS are the server's node flags, e.g. "--cpu-prof --cpu-prof-dir=prof" to
  // profile it under load (each process writes its profile when the server stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const logs: string[] = [];
  child.stdout!.on("data", (c: Buffer) => logs.push(c.toString()));
  child.stderr!.on("data", (c: Buffer) => logs.push(c.toString()));
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(options.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    await waitReady(child, logs);
  } catch (err) {
    child.kill("SIGKILL");
    await cleanup();
    throw err;
  }
  return {
    url: BENCH_URL,
    pid: child.pid,
    database: options.embedded ? "embedded (PGlite)" : "PostgreSQL 127.0.0.1:5432",
    workers: options.embedded ? "1" : (process.env.WEB_CONCURRENCY ?? "default (one per core)"),
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await cleanup();
    },
  };
}

// The system under test: the production build served by `scripts/start.mjs` on a throw-away
// PostgreSQL database (or the embedded database in a fresh data directory), seeded with the demo data.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error - a plain JavaScript module without type declarations
import { workerCount } from "../worker-count.mjs";
import { scratchDatabase } from "../scratch-database.mjs";
import { startChildServer } from "./child-server";

// BENCH_PORT: another port, when several checkouts bench on one machine.
export const BENCH_PORT = Number(process.env.BENCH_PORT) || 3180;
export const BENCH_URL = `http://localhost:${BENCH_PORT}`;
// BENCH_DIST_DIR: another build to measure (e.g. an earlier commit's, built beside this one).
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
const AUTH_SECRET = "bench-secret-that-is-long-enough-0123456789abcdef";

export type BenchServer = {
  url: string;
  database: string;
  /** The database's URL, when it is PostgreSQL (the peer keeps its tables beside the service's). */
  databaseUrl: string | undefined;
  /** Its name, by which its PostgreSQL backends are told apart from others' (cpu-accounting.ts). */
  databaseName: string | undefined;
  workers: number;
  pid: number | undefined;
  /** The environment it runs with (another instance's, with its own DATABASE_URL: growth.ts). */
  env: NodeJS.ProcessEnv;
  /** Another instance of the same build on the same database and secret, on `port`, `env` added. */
  startBeside(port: number, env: Record<string, string>): ReturnType<typeof startChildServer>;
  stop(): Promise<void>;
};

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

/** A seeding script run on the database `env` names; throws with its output when it fails. */
function runSeed(env: NodeJS.ProcessEnv, script: string, what: string) {
  const seeded = spawnSync("npx", ["tsx", script], { env: { ...env, APP_ENV: "development" }, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seeding ${what} failed: ${seeded.stderr}`);
}

/**
 * Seeds the database `env` names as the bench needs it: the demo data (`demo`: on PostgreSQL;
 * development mode seeds the embedded database by itself), the worst slot schedule (the embedded
 * database before its server opens it) and the people whose grants the chained refresh spreads over.
 */
export function seedBenchDatabase(env: NodeJS.ProcessEnv, { demo }: { demo: boolean }) {
  if (demo) runSeed(env, "scripts/db-seed.ts", "the demo data");
  runSeed(env, "scripts/bench/seed-slots.ts", "the slot workloads");
  runSeed(env, "scripts/bench/seed-people.ts", "the bench's people");
}

export async function startBenchServer(options: { embedded: boolean; serverUrl: string }): Promise<BenchServer> {
  buildIfStale();
  const dataDir = mkdtempSync(path.join(tmpdir(), "oauth-bench-"));
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
    // The refresh workload chains thousands of refreshes per grant: lift the per-grant ceiling.
    REFRESH_MAX_PER_MINUTE: "1000000",
  };
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (options.embedded) {
    // Development mode seeds the embedded database by itself.
    env.APP_ENV = "development";
    delete env.DATABASE_URL;
  } else {
    const scratch = await scratchDatabase(options.serverUrl, "oauth_bench");
    databaseUrl = scratch.url;
    databaseName = scratch.name;
    dropDatabase = scratch.drop;
    env.APP_ENV = "production";
    env.DATABASE_URL = databaseUrl;
  }
  seedBenchDatabase(env, { demo: !options.embedded });
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  };
  const child = await startChildServer({
    args: ["scripts/start.mjs"],
    env,
    baseUrl: BENCH_URL,
    readyPath: "/readyz",
    cleanup,
  });
  return {
    ...child,
    database: options.embedded ? "embedded (PGlite)" : "PostgreSQL 127.0.0.1:5432",
    databaseUrl,
    databaseName,
    workers: workerCount(env) as number,
    env,
    // Its tokens are the first one's: the issuer (AUTH_URL) stays the first one's address.
    startBeside: (port, more) =>
      startChildServer({
        args: ["scripts/start.mjs"],
        env: { ...env, ...more, PORT: String(port) },
        baseUrl: `http://localhost:${port}`,
        readyPath: "/readyz",
      }),
  };
}

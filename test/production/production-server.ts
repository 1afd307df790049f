// Starts real production servers (`node scripts/start.mjs` on the build in NEXT_DIST_DIR) against
// throw-away PostgreSQL databases, for the tests that need separate processes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

export const SHARED_URL = "http://localhost:3170";
export const AUTH_SECRET = "production-test-secret-that-is-long-enough-0123456789";
export const METRICS_TOKEN = "production-test-metrics-token";

export function serverUrl(): string {
  // These tests need a real PostgreSQL server; the one on this machine by default.
  const url = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  return url;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type FreshDatabase = {
  url: string;
  query<T extends pg.QueryResultRow>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
};

export async function createFreshDatabase(): Promise<FreshDatabase> {
  const name = `oauth_prod_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(sql: string) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(sql)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Applies the migrations and the demo accounts and clients (what `npm run db:seed` does). */
export function seedDemoData(databaseUrl: string): void {
  const run = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, APP_ENV: "development" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seeding failed: ${run.stderr}`);
}

export type RunningServer = {
  url: string;
  logs: string[];
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** `readyWithinMs`: how long /readyz may take to answer 200 (default 120 s). */
export type StartOptions = { cwd?: string; script?: string; readyWithinMs?: number };

/** SIGTERM, then SIGKILL for the whole server (primary and workers) if it has not exited in time. */
async function stopWithin(child: ChildProcess, exited: Promise<number | null>, ms: number): Promise<void> {
  child.kill("SIGTERM");
  const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), ms).unref());
  if ((await Promise.race([exited, timer])) !== "late") return;
  if (child.pid !== undefined) spawnSync("pkill", ["-KILL", "-P", String(child.pid)]);
  child.kill("SIGKILL");
  await exited;
}

export async function startProductionServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [options.script ?? "scripts/start.mjs"], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      PORT: String(port),
      APP_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      // Both instances stand behind one public address, as behind a load balancer.
      AUTH_URL: SHARED_URL,
      BASE_URL: SHARED_URL,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
      METRICS_TOKEN,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream!.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      logs.push(...parts);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  for (let waited = 0; ; waited += 250) {
    if (gone) throw new Error(`server on ${port} exited during start-up:\n${logs.join("\n")}`);
    const readyWithinMs = options.readyWithinMs ?? 120_000;
    if (waited > readyWithinMs) {
      // Never leave it running: it would hold the port for the next test.
      await stopWithin(child, exited, 15_000);
      throw new Error(`server on ${port} not ready after ${readyWithinMs / 1000} s:\n${logs.join("\n")}`);
    }
    // Bounded: whatever holds the port may accept a connection and never answer.
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    logs,
    child,
    exited,
    stop(signal = "SIGTERM") {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

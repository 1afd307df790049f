// Three production servers of two workers each, started at the same moment on one empty PostgreSQL
// database while every core is busy: the migrations run once, one signing key is created, all
// publish the same JWKS, and every worker of every instance serves. A worker that waits for
// another instance's start-up is never left half-started: it waits without a statement timeout
// cutting it off, or exits and is replaced, and its instance is not ready until it serves.
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { expect, test } from "@playwright/test";
import {
  METRICS_TOKEN,
  createFreshDatabase,
  startProductionServer,
  type FreshDatabase,
  type RunningServer,
} from "./production-server";

const PORTS = [3170, 3171, 3176];
const WORKERS = 2;
// Shorter than the first instance's migrations on a busy machine, so the others' wait for it
// outlasts a statement timeout, which is what left a worker half-started. Each start-up statement
// itself still fits; one that does not makes its worker start over, which the test allows.
const SETTINGS = { WEB_CONCURRENCY: String(WORKERS), DB_STATEMENT_TIMEOUT_MS: "1000" };

let db: FreshDatabase;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  db = await createFreshDatabase();
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

/** A busy loop per core, so the start-up races run on a machine with no CPU to spare. */
function loadEveryCore(): { stop(): void } {
  const loops: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
  return { stop: () => loops.forEach((loop) => loop.kill("SIGKILL")) };
}

/** The workers whose `server_worker_started` series the instance's /metrics shows. */
async function startedWorkers(server: RunningServer): Promise<{ status: number; workers: string[] }> {
  const res = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const workers = [...text.matchAll(/^server_worker_started\{worker="(\d+)"\} 1$/gm)].map((m) => m[1]!);
  return { status: res.status, workers: workers.sort() };
}

test("three instances starting together on an empty, busy machine agree and serve with every worker", async () => {
  // Generous bounds: how long the start takes depends on the machine; what must hold does not.
  test.setTimeout(900_000);
  const load = loadEveryCore();
  try {
    const starting = PORTS.map((port) => startProductionServer(port, db.url, SETTINGS, { readyWithinMs: 600_000 }));
    for (const result of await Promise.allSettled(starting))
      if (result.status === "fulfilled") servers.push(result.value);
    await Promise.all(starting);
  } finally {
    load.stop();
  }

  const migrations = await db.query<{ migration_name: string; n: string }>(
    `SELECT migration_name, count(*) AS n FROM "_prisma_migrations" GROUP BY migration_name`,
  );
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);

  const keys = await db.query<{ id: string }>(`SELECT id FROM "SigningKey" WHERE "retiredAt" IS NULL`);
  expect(keys).toHaveLength(1);

  const jwks = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/.well-known/jwks.json`)).json()));
  for (const set of jwks) expect(set).toEqual(jwks[0]);
  expect(jwks[0].keys.map((k: { kid: string }) => k.kid)).toEqual([keys[0]!.id]);

  for (const server of servers) {
    expect((await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(30_000) })).status, server.url).toBe(200);
    expect(await startedWorkers(server), server.url).toEqual({ status: 200, workers: ["0", "1"] });
  }
});

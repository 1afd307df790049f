// A worker that crashes after serving is replaced, with backoff, while the other worker keeps
// serving: a second crash seconds after its replacement started no longer stops the whole server.
import { expect, test } from "@playwright/test";
import {
  createFreshDatabase,
  seedDemoData,
  startProductionServer,
  type FreshDatabase,
  type RunningServer,
} from "./production-server";

let db: FreshDatabase;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  db = await createFreshDatabase();
  seedDemoData(db.url);
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** The pids of the workers that have logged "worker listening", in order. */
function listeningWorkers(logs: string[]): number[] {
  return logs.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; worker?: number };
      return entry.msg === "worker listening" && typeof entry.worker === "number" ? [entry.worker] : [];
    } catch {
      return [];
    }
  });
}

test("a worker that keeps crashing after serving is replaced; the server and its healthy worker stay up", async () => {
  server = await startProductionServer(3172, db.url, { WEB_CONCURRENCY: "2" });
  const running = server;
  let exited = false;
  void running.exited.then(() => (exited = true));
  await expect.poll(() => listeningWorkers(running.logs).length, { timeout: 60_000 }).toBe(2);
  const [victim, healthy] = listeningWorkers(running.logs) as [number, number];

  // Every request during the crashes is answered by a live worker.
  let failures = 0;
  let answered = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      // A connection the primary handed to a worker that died before accepting it stays open in
      // the primary (Node's round-robin keeps its copy until the worker replies): the client
      // waits for nothing. A bounded wait turns that into one failed request, not a hung test.
      const ok = await fetch(`${running.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) answered += 1;
      else failures += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  process.kill(victim, "SIGKILL");
  await expect.poll(() => listeningWorkers(running.logs).length, { timeout: 60_000 }).toBe(3);
  const replacement = listeningWorkers(running.logs)[2]!;
  // The replacement crashes right after it started: it is replaced again, later (backoff).
  process.kill(replacement, "SIGKILL");
  await expect.poll(() => running.logs.some((l) => /starting a new one in 2000 ms/.test(l))).toBe(true);
  await expect.poll(() => listeningWorkers(running.logs).length, { timeout: 60_000 }).toBe(4);
  polling = false;
  await poller;

  expect(exited).toBe(false);
  expect(() => process.kill(healthy, 0)).not.toThrow();
  expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
  expect(answered).toBeGreaterThan(0);
  // Each kill may cost the request in flight on the dying worker and one connection handed to it
  // before the primary saw it exit; the healthy worker answers the rest.
  expect(failures).toBeLessThanOrEqual(4);
  expect(running.logs.join("\n")).not.toMatch(/stopping/);
});

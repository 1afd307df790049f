// The primary of a multi-process `npm start`: forks the workers (they share the listening port),
// replaces a worker that dies, with backoff, and stops only when workers cannot start at all
// (worker-restart-policy.mjs decides), answers the workers' questions: a /metrics scrape (every
// serving worker's series summed, cluster-scrape.mjs) and /readyz (do all workers serve?), and on
// SIGTERM lets every worker drain, then exits.
import cluster from "node:cluster";
import { collectClusterMetrics } from "./cluster-scrape.mjs";
import { afterWorkerExit } from "./worker-restart-policy.mjs";

/** lib/observability/ask-primary.ts sends these. */
export const CLUSTER_METRICS_REQUEST = "oauth:cluster-metrics-request";
export const CLUSTER_METRICS_RESPONSE = "oauth:cluster-metrics-response";
export const CLUSTER_WORKERS_REQUEST = "oauth:cluster-workers-request";
export const CLUSTER_WORKERS_RESPONSE = "oauth:cluster-workers-response";
/** Below the asking worker's own 5 s, so it gets the primary's answer rather than its timeout. */
const SCRAPE_TIMEOUT_MS = 4_000;

export function startPrimary(count) {
  let stopping = false;

  /** Per slot: recent crashes and failed starts in a row, for the restart policy. */
  const history = [];
  /** Workers that reached "listening" (they have served, or could have), by id. */
  const listening = new Map();
  let anyWorkerEverListened = false;
  const pending = new Set();

  const answer = async (worker, message) => {
    if (message?.type === CLUSTER_WORKERS_REQUEST) {
      const state = { workers: count, serving: listening.size, stopping };
      if (worker.isConnected()) worker.send({ type: CLUSTER_WORKERS_RESPONSE, id: message.id, ...state });
    } else if (message?.type === CLUSTER_METRICS_REQUEST) {
      try {
        const text = await collectClusterMetrics([...listening.values()], SCRAPE_TIMEOUT_MS);
        if (worker.isConnected()) worker.send({ type: CLUSTER_METRICS_RESPONSE, id: message.id, text });
      } catch {
        if (worker.isConnected())
          worker.send({ type: CLUSTER_METRICS_RESPONSE, id: message.id, error: "aggregation failed" });
      }
    }
  };

  const fork = (index) => {
    if (stopping) return;
    const worker = cluster.fork({ OAUTH_WORKER_INDEX: String(index) });
    const forkedAt = Date.now();
    worker.on("listening", () => {
      listening.set(worker.id, worker);
      anyWorkerEverListened = true;
    });
    worker.on("message", (message) => void answer(worker, message));
    worker.on("exit", (code, signal) => {
      const listened = listening.delete(worker.id);
      if (stopping) return;
      const step = afterWorkerExit({
        listened,
        exitCode: code,
        uptimeMs: Date.now() - forkedAt,
        crashesInARow: history[index].crashesInARow,
        failedStartsInARow: history[index].failedStartsInARow,
        anyWorkerEverListened,
        workersServing: listening.size,
      });
      if (step.action === "give-up") {
        console.error(`worker ${index} failed to start (${signal ?? code}); no worker can start, stopping`);
        shutdown("SIGTERM", code || 1);
        return;
      }
      history[index] = { crashesInARow: step.crashesInARow, failedStartsInARow: step.failedStartsInARow };
      console.error(`worker ${index} exited (${signal ?? code}); starting a new one in ${step.delayMs} ms`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        fork(index);
      }, step.delayMs);
      pending.add(timer);
    });
  };
  cluster.on("listening", (worker) => {
    console.log(
      JSON.stringify({
        level: 30,
        time: new Date().toISOString(),
        pid: process.pid,
        worker: worker.process.pid,
        msg: "worker listening",
      }),
    );
  });
  for (let i = 0; i < count; i++) {
    history[i] = { crashesInARow: 0, failedStartsInARow: 0 };
    fork(i);
  }

  function shutdown(signal, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(exitCode);
      }
    }, 100);
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutdown(signal));
}

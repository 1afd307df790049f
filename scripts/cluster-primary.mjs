// The primary of a multi-process `npm start`: forks the workers (they share the listening port),
// replaces a worker that dies, with backoff, and stops only when workers cannot start at all
// (worker-restart-policy.mjs decides), answers a worker's /metrics request with every worker's
// series summed (prom-client's AggregatorRegistry), and on SIGTERM lets every worker drain, then exits.
import cluster from "node:cluster";
import promClient from "prom-client";
import { afterWorkerExit } from "./worker-restart-policy.mjs";

const REQUEST = "oauth:cluster-metrics-request";
const RESPONSE = "oauth:cluster-metrics-response";

export function startPrimary(count) {
  const aggregator = new promClient.AggregatorRegistry();
  let stopping = false;

  /** Per slot: recent crashes and failed starts in a row, for the restart policy. */
  const history = [];
  /** Workers that reached "listening" (they have served, or could have). */
  const listening = new Set();
  let anyWorkerEverListened = false;
  const pending = new Set();

  const fork = (index) => {
    if (stopping) return;
    const worker = cluster.fork({ OAUTH_WORKER_INDEX: String(index) });
    const forkedAt = Date.now();
    worker.on("listening", () => {
      listening.add(worker.id);
      anyWorkerEverListened = true;
    });
    worker.on("message", async (message) => {
      if (message?.type !== REQUEST) return;
      try {
        worker.send({ type: RESPONSE, id: message.id, text: await aggregator.clusterMetrics() });
      } catch {
        worker.send({ type: RESPONSE, id: message.id, error: "aggregation failed" });
      }
    });
    worker.on("exit", (code, signal) => {
      const listened = listening.delete(worker.id);
      if (stopping) return;
      const step = afterWorkerExit({
        listened,
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

// The primary of a multi-process `npm start`: forks the workers (they share the listening port),
// replaces a worker that dies, answers a worker's /metrics request with every worker's series
// summed (prom-client's AggregatorRegistry), and on SIGTERM lets every worker drain, then exits.
import cluster from "node:cluster";
import promClient from "prom-client";

const REQUEST = "oauth:cluster-metrics-request";
const RESPONSE = "oauth:cluster-metrics-response";

export function startPrimary(count) {
  const aggregator = new promClient.AggregatorRegistry();
  let stopping = false;

  const fork = (index) => {
    const worker = cluster.fork({ OAUTH_WORKER_INDEX: String(index) });
    const forkedAt = Date.now();
    worker.on("message", async (message) => {
      if (message?.type !== REQUEST) return;
      try {
        worker.send({ type: RESPONSE, id: message.id, text: await aggregator.clusterMetrics() });
      } catch {
        worker.send({ type: RESPONSE, id: message.id, error: "aggregation failed" });
      }
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      // A worker that fails while starting (bad configuration, database down) would fail again:
      // stop everything with its exit code instead of restarting in a loop.
      if (Date.now() - forkedAt < 15_000 && code !== 0) {
        console.error(`worker ${index} failed to start (${signal ?? code}); stopping`);
        shutdown("SIGTERM", code ?? 1);
        return;
      }
      console.error(`worker ${index} exited (${signal ?? code}); starting a new one`);
      setTimeout(() => fork(index), 1_000);
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
  for (let i = 0; i < count; i++) fork(i);

  function shutdown(signal, exitCode = 0) {
    if (stopping) return;
    stopping = true;
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

// The primary's side of a /metrics scrape under several workers: it asks every worker that listens
// for its series and sums them (prom-client's aggregation: counters and histograms add up, each
// worker's `server_worker_started{worker}` stays its own series). A worker still starting is left
// out: it serves nothing yet and may not be able to answer. One that exits meanwhile is left out
// too; one that listens but does not answer in time fails the scrape.
import promClient from "prom-client";

/** lib/observability/cluster-metrics.ts answers these. */
export const WORKER_METRICS_REQUEST = "oauth:worker-metrics-request";
export const WORKER_METRICS_RESPONSE = "oauth:worker-metrics-response";

let lastId = 0;

function askWorker(worker, timeoutMs) {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const finish = (error, metrics) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      if (error) reject(error);
      else resolve(metrics);
    };
    const onMessage = (message) => {
      if (message?.type !== WORKER_METRICS_RESPONSE || message.id !== id) return;
      finish(message.error ? new Error(message.error) : undefined, message.metrics);
    };
    const onExit = () => finish(undefined, []);
    const timer = setTimeout(() => finish(new Error(`worker ${worker.process.pid} did not answer`)), timeoutMs);
    worker.on("message", onMessage);
    worker.once("exit", onExit);
    if (!worker.isConnected()) return finish(undefined, []);
    worker.send({ type: WORKER_METRICS_REQUEST, id });
  });
}

/** The summed exposition text of `workers` (those listening). */
export async function collectClusterMetrics(workers, timeoutMs) {
  const series = await Promise.all(workers.map((worker) => askWorker(worker, timeoutMs)));
  return promClient.AggregatorRegistry.aggregate(series).metrics();
}

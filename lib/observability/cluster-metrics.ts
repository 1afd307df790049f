// Under `npm start` with several worker processes, a scrape reaches one worker; that worker asks
// the primary process, which collects the series of every worker that serves and answers with
// the sums (scripts/cluster-scrape.mjs). A single process answers from its own registry.
import cluster from "node:cluster";
import { askPrimary, CLUSTER_METRICS_REQUEST, CLUSTER_METRICS_RESPONSE } from "./ask-primary";
import { getMetrics } from "./metrics";

/** The primary's request for this worker's series, and the answer (scripts/cluster-scrape.mjs). */
export const WORKER_METRICS_REQUEST = "oauth:worker-metrics-request";
export const WORKER_METRICS_RESPONSE = "oauth:worker-metrics-response";

let answering = false;

/** Lets the primary collect this worker's series (called once per worker at start-up). */
export function answerClusterScrapes(): void {
  if (!cluster.isWorker || answering) return;
  answering = true;
  process.on("message", (message: { type?: unknown; id?: unknown } | null) => {
    if (message?.type !== WORKER_METRICS_REQUEST) return;
    getMetrics()
      .registry.getMetricsAsJSON()
      .then(
        (metrics) => process.send?.({ type: WORKER_METRICS_RESPONSE, id: message.id, metrics }),
        () => process.send?.({ type: WORKER_METRICS_RESPONSE, id: message.id, error: "collection failed" }),
      );
  });
}

export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const registry = getMetrics().registry;
  const text = cluster.isWorker
    ? (await askPrimary<{ text: string }>(CLUSTER_METRICS_REQUEST, CLUSTER_METRICS_RESPONSE, 5_000)).text
    : await registry.metrics();
  return { text, contentType: registry.contentType };
}

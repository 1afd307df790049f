// Under `npm start` with several worker processes, a scrape reaches one worker; that worker asks
// the primary process, which collects every worker's series through prom-client's
// AggregatorRegistry and answers with the sums. A single process answers from its own registry.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry } from "prom-client";
import { getMetrics } from "./metrics";

export const CLUSTER_METRICS_REQUEST = "oauth:cluster-metrics-request";
export const CLUSTER_METRICS_RESPONSE = "oauth:cluster-metrics-response";

type ClusterMetricsResponse = { type: typeof CLUSTER_METRICS_RESPONSE; id: string; text?: string; error?: string };

let answering = false;

/** Lets the primary collect this worker's series (called once per worker at start-up). */
export function answerClusterScrapes(): void {
  if (!cluster.isWorker || answering) return;
  answering = true;
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([getMetrics().registry]);
}

function askPrimary(timeoutMs: number): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error("cluster metrics timed out")), timeoutMs);
    const onMessage = (message: unknown) => {
      const m = message as Partial<ClusterMetricsResponse> | null;
      if (m?.type !== CLUSTER_METRICS_RESPONSE || m.id !== id) return;
      finish(m.error || m.text === undefined ? new Error("cluster metrics failed") : undefined, m.text);
    };
    const finish = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error) reject(error);
      else resolve(text ?? "");
    };
    process.on("message", onMessage);
    process.send?.({ type: CLUSTER_METRICS_REQUEST, id });
  });
}

export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const registry = getMetrics().registry;
  const text = cluster.isWorker ? await askPrimary(5_000) : await registry.metrics();
  return { text, contentType: registry.contentType };
}

// A worker's question to the primary process of `npm start` (scripts/cluster-primary.mjs), over
// the cluster's IPC channel: one request out, the answer with the same id back, or an error after
// `timeoutMs`. The message types are the primary's (scripts/cluster-messages.mjs).
import { randomUUID } from "node:crypto";

export const CLUSTER_METRICS_REQUEST = "oauth:cluster-metrics-request";
export const CLUSTER_METRICS_RESPONSE = "oauth:cluster-metrics-response";
export const CLUSTER_WORKERS_REQUEST = "oauth:cluster-workers-request";
export const CLUSTER_WORKERS_RESPONSE = "oauth:cluster-workers-response";

type Answer = { type?: unknown; id?: unknown; error?: unknown };

export function askPrimary<T extends object>(request: string, response: string, timeoutMs: number): Promise<T> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`${request} timed out`)), timeoutMs);
    const onMessage = (message: unknown) => {
      const m = message as Answer | null;
      if (m?.type !== response || m.id !== id) return;
      finish(typeof m.error === "string" ? new Error(`${request} failed: ${m.error}`) : undefined, m as T);
    };
    const finish = (error?: Error, answer?: T) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error || !answer) reject(error);
      else resolve(answer);
    };
    process.on("message", onMessage);
    process.send?.({ type: request, id });
  });
}

// A worker's question to the primary process of `npm start` (scripts/cluster-primary.mjs), over
// the cluster's IPC channel: one request out, the answer with the same id back, or an error after
// `timeoutMs`. One listener serves every question in flight, however many probes ask at once.
import { randomUUID } from "node:crypto";

/** scripts/cluster-primary.mjs answers these by the same names. */
export const CLUSTER_METRICS_REQUEST = "oauth:cluster-metrics-request";
export const CLUSTER_METRICS_RESPONSE = "oauth:cluster-metrics-response";
export const CLUSTER_WORKERS_REQUEST = "oauth:cluster-workers-request";
export const CLUSTER_WORKERS_RESPONSE = "oauth:cluster-workers-response";

type Answer = { type?: unknown; id?: unknown; error?: unknown };
type Pending = { response: string; settle: (error: Error | undefined, answer?: Answer) => void };

const pending = new Map<string, Pending>();
let listening = false;

function onMessage(message: unknown): void {
  const m = message as Answer | null;
  if (typeof m?.id !== "string") return;
  const waiting = pending.get(m.id);
  if (!waiting || m.type !== waiting.response) return;
  waiting.settle(typeof m.error === "string" ? new Error(m.error) : undefined, m);
}

export function askPrimary<T extends object>(request: string, response: string, timeoutMs: number): Promise<T> {
  if (!listening) {
    listening = true;
    process.on("message", onMessage);
  }
  const id = randomUUID();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => settle(new Error("no answer in time")), timeoutMs);
    const settle = (error: Error | undefined, answer?: Answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (error || !answer) reject(new Error(`${request}: ${error?.message ?? "no answer"}`));
      else resolve(answer as T);
    };
    pending.set(id, { response, settle });
    process.send?.({ type: request, id });
  });
}

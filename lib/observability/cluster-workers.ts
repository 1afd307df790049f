// Whether every worker process of this instance serves. Under `npm start` with several workers the
// primary knows which of them listen (scripts/cluster-primary.mjs); a worker asks it. Until every
// worker listens (one still starting, or one being replaced) and while the instance drains, the
// instance is not ready: a load balancer then sends its traffic elsewhere. A single process is
// its own only worker.
import cluster from "node:cluster";
import { askPrimary, CLUSTER_WORKERS_REQUEST, CLUSTER_WORKERS_RESPONSE } from "./ask-primary";

/** What the primary answers: worker slots, workers listening now, and whether it is stopping. */
export type ClusterWorkers = { workers: number; serving: number; stopping: boolean };

export function everyWorkerServes(state: ClusterWorkers): boolean {
  return !state.stopping && state.workers > 0 && state.serving >= state.workers;
}

export async function allWorkersServing(timeoutMs: number): Promise<boolean> {
  if (!cluster.isWorker) return true;
  return everyWorkerServes(
    await askPrimary<ClusterWorkers>(CLUSTER_WORKERS_REQUEST, CLUSTER_WORKERS_RESPONSE, timeoutMs),
  );
}

// The bench's plain servers (the floor and the peer) run as `npm start` runs ours: one process per
// worker sharing the port. SIGTERM stops every worker, then the primary.
import cluster from "node:cluster";

/** Runs `serve` in this process, or, as the primary of more than one worker, forks the workers that do. */
export async function serveInWorkers(workers, serve) {
  if (workers <= 1 || !cluster.isPrimary) return serve();
  for (let i = 0; i < workers; i++) cluster.fork();
  process.once("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  });
}

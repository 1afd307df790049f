// `npm start`: builds the app when there is no build or the sources changed since, then serves it:
// one process per CPU core on PostgreSQL (WEB_CONCURRENCY overrides), exactly one on the embedded
// database, which a single process must own.
import cluster from "node:cluster";
import { workerCount } from "./worker-count.mjs";

/**
 * Next.js handles uncaught errors by logging them and carrying on, so a server that could not start
 * (its port taken, say) would stay alive without serving. It exits instead: a worker is replaced
 * under the restart policy, and a server whose workers cannot start at all stops.
 */
async function serveOrExit() {
  const { serve } = await import("./serve.mjs");
  try {
    await serve();
  } catch (err) {
    console.error(`The server could not start: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}

if (cluster.isPrimary) {
  // Accept the same port flag as `next start`.
  const portFlag = process.argv.indexOf("-p");
  if (portFlag !== -1 && process.argv[portFlag + 1]) process.env.PORT = process.argv[portFlag + 1];
  const { buildIfStale } = await import("./build-if-stale.mjs");
  buildIfStale();
  process.env.NODE_ENV ??= "production";
  const count = workerCount();
  if (count === 1) {
    await serveOrExit();
  } else {
    const { startPrimary } = await import("./cluster-primary.mjs");
    startPrimary(count);
  }
} else {
  await serveOrExit();
}

// `npm start`: builds the app when there is no build or the sources changed since, then serves it:
// one process per CPU core on PostgreSQL (WEB_CONCURRENCY overrides), exactly one on the embedded
// database, which a single process must own.
import cluster from "node:cluster";
import { workerCount } from "./worker-count.mjs";

if (cluster.isPrimary) {
  // Accept the same port flag as `next start`.
  const portFlag = process.argv.indexOf("-p");
  if (portFlag !== -1 && process.argv[portFlag + 1]) process.env.PORT = process.argv[portFlag + 1];
  const { buildIfStale } = await import("./build-if-stale.mjs");
  buildIfStale();
  process.env.NODE_ENV ??= "production";
  const count = workerCount();
  if (count === 1) {
    const { serve } = await import("./serve.mjs");
    await serve();
  } else {
    const { startPrimary } = await import("./cluster-primary.mjs");
    startPrimary(count);
  }
} else {
  const { serve } = await import("./serve.mjs");
  await serve();
}

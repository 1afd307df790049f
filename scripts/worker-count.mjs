// How many server processes `npm start` runs: one per CPU core on PostgreSQL, WEB_CONCURRENCY to
// override, and exactly one on the embedded database (a PGlite folder is owned by one process).
import { availableParallelism } from "node:os";

export function workerCount(env = process.env, cores = availableParallelism()) {
  if (!env.DATABASE_URL) return 1;
  const wanted = Number.parseInt(env.WEB_CONCURRENCY ?? "", 10);
  return Number.isInteger(wanted) && wanted > 0 ? Math.min(wanted, 64) : cores;
}

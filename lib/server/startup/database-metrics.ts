// Feeds the PostgreSQL pool's state into the metrics at each scrape, and counts pool errors.
import type { Database } from "@/lib/db/open-database";
import { getLogger } from "@/lib/observability/logger";
import { getMetrics } from "@/lib/observability/metrics";

export function observeDatabasePool(db: Database): void {
  const pool = db.pool;
  if (!pool) return;
  const metrics = getMetrics();
  pool.on("error", (err) => {
    metrics.dbPoolErrors.inc();
    getLogger().warn({ event: "db_pool_error", err: { message: err.message } }, "database pool error");
  });
  metrics.source.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

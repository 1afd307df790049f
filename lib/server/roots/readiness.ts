// Wires the readiness checks: the database answers, every migration of this build is applied, and
// a signing key is loaded, the process is not shutting down, and every worker process of the
// instance serves (under `npm start` with several workers; lib/observability/cluster-workers.ts).
import { appDatabase } from "./database";
import { pendingMigrations } from "@/lib/db/migration-status";
import { allWorkersServing } from "@/lib/observability/cluster-workers";
import { isShuttingDown } from "@/lib/observability/shutdown-state";
import { checkReadiness, type ReadinessReport } from "@/lib/observability/readiness";
import { getSigningKeys } from "./signing-keys";

const CHECK_TIMEOUT_MS = 2_000;

export function readiness(): Promise<ReadinessReport> {
  return checkReadiness(
    {
      accepting: async () => !isShuttingDown(),
      database: async () => {
        const db = await appDatabase();
        await db.sql.withConnection((conn) => conn.query("SELECT 1"));
        return true;
      },
      migrations: async () => (await pendingMigrations((await appDatabase()).sql)).length === 0,
      signingKey: async () => Boolean((await getSigningKeys()).active.kid),
      workers: () => allWorkersServing(CHECK_TIMEOUT_MS),
    },
    CHECK_TIMEOUT_MS,
  );
}

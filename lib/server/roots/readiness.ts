// Wires the readiness checks: the database answers, every migration of this build is applied, and
// a signing key is loaded, and the process is not shutting down.
import { appDatabase } from "./database";
import { pendingMigrations } from "@/lib/db/migration-status";
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
    },
    CHECK_TIMEOUT_MS,
  );
}

// Which migrations of this build the database has not applied yet (readiness: a server must not
// take traffic on a schema older than its code).
import { readMigrations, type Migration } from "./migrate";
import type { SqlPool } from "./sql-connection";

export async function pendingMigrations(pool: SqlPool, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const rows = await pool.withConnection((conn) =>
    conn.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    ),
  );
  const applied = new Set(rows.map((r) => r.migration_name));
  return migrations.map((m) => m.name).filter((name) => !applied.has(name));
}

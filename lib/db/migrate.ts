// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, and records
// them in `_prisma_migrations` exactly as `prisma migrate deploy` does (same table, checksum =
// SHA-256 of the file), so either tool can take over from the other.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type LockWait, withAdvisoryLock } from "./advisory-lock";
import type { SqlConnection, SqlPool } from "./sql-connection";

// Read from the project folder at run time (the server runs in place, not from a traced bundle).
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

// Prisma's own advisory lock key, so our runner and `prisma migrate deploy` never interleave.
export const MIGRATION_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(/*turbopackIgnore: true*/ path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

async function applied(conn: SqlConnection): Promise<Map<string, string>> {
  const rows = await conn.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Map(rows.map((r) => [r.migration_name, r.checksum]));
}

/**
 * Returns the names of the migrations it applied (empty when the database was up to date). Another
 * process migrating at the same moment holds the lock: `wait` says how long to wait for it.
 */
export async function migrate(pool: SqlPool, migrations = readMigrations(), wait: LockWait = {}): Promise<string[]> {
  // Through a transaction pooler the lock would be taken on one server connection and released on
  // another, and stay held there: migrations run on PostgreSQL itself (Database.session).
  if (!pool.holdsSessions)
    throw new Error("Migrations need a session of their own: run them on PostgreSQL itself, not through a pooler.");
  return pool.withConnection((conn) =>
    withAdvisoryLock(conn, MIGRATION_LOCK_KEY, () => applyPending(conn, migrations), wait),
  );
}

async function applyPending(conn: SqlConnection, migrations: Migration[]): Promise<string[]> {
  await conn.exec(CREATE_MIGRATIONS_TABLE);
  const done = await applied(conn);
  const ran: string[] = [];
  for (const m of migrations) {
    const checksum = done.get(m.name);
    if (checksum !== undefined) {
      if (checksum !== m.checksum) {
        throw new Error(`Migration ${m.name} was changed after it was applied (checksum differs).`);
      }
      continue;
    }
    await conn.exec("BEGIN");
    try {
      await conn.exec(m.sql);
      await conn.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      await conn.exec("COMMIT");
    } catch (err) {
      await conn.exec("ROLLBACK");
      throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
    }
    ran.push(m.name);
  }
  return ran;
}

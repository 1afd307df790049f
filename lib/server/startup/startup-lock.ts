// Several server processes may start at the same moment on an empty PostgreSQL database; the first
// signing key must then be created once. A session advisory lock serialises the start-up work, so
// the second process finds the key the first one stored. (PGlite is never shared between processes.)
import type { Database } from "@/lib/db/open-database";

const STARTUP_LOCK_KEY = 72707370;

export async function underStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== "postgres") return work();
  return db.session.withConnection(async (conn) => {
    await conn.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  });
}

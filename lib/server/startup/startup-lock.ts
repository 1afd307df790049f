// Several server processes may start at the same moment on an empty PostgreSQL database; the first
// signing key must then be created once. A session advisory lock serialises the start-up work, so
// the second process finds the key the first one stored. (PGlite is never shared between processes.)
// The lock is a session's: behind a transaction pooler, pass the Database of the direct URL.
import { type LockWait, withAdvisoryLock } from "@/lib/db/advisory-lock";
import type { Database } from "@/lib/db/open-database";

export const STARTUP_LOCK_KEY = 72707370;

export async function underStartupLock<T>(db: Database, work: () => Promise<T>, wait: LockWait = {}): Promise<T> {
  if (db.kind !== "postgres") return work();
  return db.session.withConnection((conn) => withAdvisoryLock(conn, STARTUP_LOCK_KEY, work, wait));
}

// The locks that let several processes start at the same moment on one database: the start-up lock
// (the first signing key is created once) and the migrations' lock. Two pools on one PostgreSQL
// database stand for two processes. A process waiting for the other's lock polls it, so the pool's
// statement timeout never cancels the wait; it says what it waits for, and gives up after its bound.
import { describe, expect, it } from "vitest";
import { AdvisoryLockTimeout, withAdvisoryLock } from "@/lib/db/advisory-lock";
import { MIGRATION_LOCK_KEY, migrate } from "@/lib/db/migrate";
import type { Database, PoolLimits } from "@/lib/db/open-database";
import { STARTUP_LOCK_KEY, underStartupLock } from "@/lib/server/startup/startup-lock";
import { createTestDatabase, type TestDatabase } from "../test-database";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Another process's pool on the same database as `first`. */
/** A second process's pool on the same database, reached as the first is (directly or pooled). */
function secondPool(first: TestDatabase, pool?: Partial<PoolLimits>): Promise<Database> {
  return first.openAnother(pool ? { pool } : {});
}

/** Holds `key` on a connection of `db` until `release` is called; resolves once it is held. */
async function holdLock(db: Database, key: number): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  const done = db.sql.withConnection((conn) =>
    withAdvisoryLock(conn, key, async () => {
      held();
      await released;
    }),
  );
  await holding;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

describe.skipIf(!onPostgres)("start-up locks (PostgreSQL)", () => {
  it("runs the start-up work of concurrent processes one after the other", async () => {
    const first = await createTestDatabase();
    const second = await secondPool(first);
    try {
      await first.sql.withConnection((c) => c.exec(`CREATE TABLE start_marker (n int)`));
      const createOnce = (db: Database) => async () => {
        const found = await db.sql.withConnection((c) => c.query(`SELECT n FROM start_marker`));
        // The window in which a second process, unlocked, would also find nothing.
        await pause(300);
        if (found.length === 0) await db.sql.withConnection((c) => c.exec(`INSERT INTO start_marker VALUES (1)`));
      };
      await Promise.all([underStartupLock(first, createOnce(first)), underStartupLock(second, createOnce(second))]);
      const rows = await first.sql.withConnection((c) => c.query(`SELECT n FROM start_marker`));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("waits for another process's start-up longer than the statement timeout, and then runs", async () => {
    const first = await createTestDatabase();
    // Statements of this process are cancelled after 1 s; the other holds the lock for longer.
    const second = await secondPool(first, { statementTimeoutMs: 1_000 });
    try {
      const other = await holdLock(first, STARTUP_LOCK_KEY);
      const waits: number[] = [];
      const started = underStartupLock(second, async () => "started", { onWaiting: (ms) => waits.push(ms) });
      await pause(2_500);
      await other.release();
      expect(await started).toBe("started");
      expect(waits.length).toBeGreaterThan(0);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("says what it waits for at most every few seconds, and gives up after its bound without running", async () => {
    const first = await createTestDatabase();
    const second = await secondPool(first);
    try {
      const other = await holdLock(first, STARTUP_LOCK_KEY);
      // A clock that moves only when the waiter pauses: the outcome is the same at any speed.
      let now = 0;
      const waits: number[] = [];
      let ran = false;
      const wait = {
        timeoutMs: 60_000,
        reportEveryMs: 5_000,
        now: () => now,
        sleep: async (ms: number) => {
          now += ms;
        },
        onWaiting: (ms: number) => waits.push(ms),
      };
      const outcome = await underStartupLock(second, async () => (ran = true), wait).catch((e: unknown) => e);
      await other.release();
      expect(outcome).toBeInstanceOf(AdvisoryLockTimeout);
      expect((outcome as AdvisoryLockTimeout).key).toBe(STARTUP_LOCK_KEY);
      expect((outcome as AdvisoryLockTimeout).waitedMs).toBeGreaterThanOrEqual(60_000);
      expect(ran).toBe(false);
      expect(waits[0]).toBe(0);
      for (let i = 1; i < waits.length; i++) expect(waits[i]! - waits[i - 1]!).toBeGreaterThanOrEqual(5_000);
      expect(waits.length).toBeGreaterThanOrEqual(10);
      expect(waits.length).toBeLessThanOrEqual(13);
      // The lock is free again once the holder let go, and the waiter holds nothing.
      expect(await underStartupLock(second, async () => "free")).toBe("free");
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("waits for another process's migrations longer than the statement timeout, then finds them applied", async () => {
    const first = await createTestDatabase();
    const second = await secondPool(first, { statementTimeoutMs: 1_000 });
    try {
      const other = await holdLock(first, MIGRATION_LOCK_KEY);
      const migrating = migrate(second.session);
      await pause(2_500);
      await other.release();
      expect(await migrating).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("start-up locks (either database)", () => {
  it("migrating an up-to-date database applies nothing and leaves no lock behind", async () => {
    const db = await createTestDatabase();
    try {
      expect(await migrate(db.session)).toEqual([]);
      const locks = await db.sql.withConnection((c) =>
        c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        ),
      );
      expect(locks[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

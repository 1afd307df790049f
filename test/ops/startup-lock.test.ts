// The start-up lock that lets several processes create the first signing key once: two pools on
// one PostgreSQL database stand for two processes, each doing check-then-create under the lock.
import { describe, expect, it } from "vitest";
import { underStartupLock } from "@/lib/server/startup/startup-lock";
import { createTestDatabase } from "../test-database";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)("underStartupLock (PostgreSQL)", () => {
  it("runs the start-up work of concurrent processes one after the other", async () => {
    const first = await createTestDatabase();
    const second = await first.openAnother();
    try {
      await first.sql.withConnection((c) => c.exec(`CREATE TABLE start_marker (n int)`));
      const createOnce = (db: typeof second) => async () => {
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
});

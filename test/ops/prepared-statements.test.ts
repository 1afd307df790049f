// On PostgreSQL each distinct statement is prepared once per connection (parsed and planned once,
// then only bound and executed), unless DB_PREPARED_STATEMENTS=off asks for unnamed statements.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db/open-database";
import { createTestDatabase, type TestDatabase } from "../test-database";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("prepared statements (PostgreSQL)", () => {
  let base: TestDatabase;
  let url: string;
  beforeAll(async () => {
    base = await createTestDatabase();
    const named = new URL(process.env.TEST_DATABASE_URL!);
    named.pathname = `/${base.name.replace(/^postgres /, "")}`;
    url = named.toString();
  });
  afterAll(async () => base?.close());

  // One connection, so the statements and the look at pg_prepared_statements share a session.
  async function preparedAfterQueries(db: Database): Promise<number> {
    await db.prisma.user.findMany({ where: { email: "nobody@example.com" } });
    await db.prisma.user.findMany({ where: { email: "someone@example.com" } });
    await db.prisma.oAuthClient.count();
    const rows = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_prepared_statements`;
    return rows[0]!.n;
  }

  it("prepares each distinct statement once per connection", async () => {
    const db = await openDatabase({ databaseUrl: url, pool: { max: 1 } });
    try {
      // The two user reads share one text; the count and the look itself are two more.
      expect(await preparedAfterQueries(db)).toBe(3);
      expect(await preparedAfterQueries(db)).toBe(3);
    } finally {
      await db.close();
    }
  });

  it("retires a connection whose prepared statement a migration made stale, even inside transactions", async () => {
    const db = await openDatabase({ databaseUrl: url, pool: { max: 1 } });
    const migrator = new pg.Client({ connectionString: url });
    await migrator.connect();
    try {
      await migrator.query(
        `CREATE TABLE stale_probe (id int, label varchar(20)); INSERT INTO stale_probe VALUES (1, 'one')`,
      );
      const readInTransaction = () =>
        db.prisma.$transaction(
          (tx) => tx.$queryRaw<{ label: string }[]>`SELECT label FROM stale_probe WHERE id = ${1}`,
        );
      expect(await readInTransaction()).toEqual([{ label: "one" }]);
      // Another instance's migration changes the type of the column the prepared statement returns.
      await migrator.query(`ALTER TABLE stale_probe ALTER COLUMN label TYPE text`);
      // The first use after it may fail (the statement was planned for the old type); the
      // connection is then replaced, and every later request works again.
      await readInTransaction().catch(() => undefined);
      for (let i = 0; i < 3; i++) expect(await readInTransaction()).toEqual([{ label: "one" }]);
    } finally {
      await migrator.end();
      await db.close();
    }
  });

  it("sends unnamed statements when turned off", async () => {
    const db = await openDatabase({ databaseUrl: url, pool: { max: 1 }, preparedStatements: false });
    try {
      expect(await preparedAfterQueries(db)).toBe(0);
    } finally {
      await db.close();
    }
  });
});

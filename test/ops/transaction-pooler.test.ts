// Behind a transaction pooler (DATABASE_POOLER=transaction) nothing may outlive a transaction on the
// request path: statements go unnamed, no session parameters are sent at connect, and migrations and
// session locks take PostgreSQL itself (the direct URL). The first part holds on any PostgreSQL;
// the second runs through a real PgBouncer (Debian's 1.18, transaction pooling), the run's own in a
// pooler run (TEST_POOLER=pgbouncer), else one started here when pgbouncer is installed.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "@/lib/db/direct-sql";
import { migrate } from "@/lib/db/migrate";
import { type Database, openDatabase } from "@/lib/db/open-database";
import type { SqlPool } from "@/lib/db/sql-connection";
import { underStartupLock } from "@/lib/server/startup/startup-lock";
import { type PgBouncer, pgbouncerBinary, startPgBouncer } from "@/scripts/pgbouncer";
import { databaseUrl } from "../postgres-admin";
import { createTestDatabase, type TestDatabase } from "../test-database";

const serverUrl = process.env.TEST_DATABASE_URL;

let base: TestDatabase;
let direct: string;
beforeAll(async () => {
  if (!serverUrl) return;
  base = await createTestDatabase();
  direct = databaseUrl(serverUrl, base.name.replace(/^postgres /, ""));
});
afterAll(async () => base?.close());

const setting = async (pool: SqlPool, name: string) =>
  (await pool.withConnection((c) => c.query<{ value: string }>(`SELECT current_setting($1) AS value`, [name])))[0]!
    .value;

/** What the server gives a session that asks for nothing (the role's and database's defaults). */
async function serverDefault(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: direct });
  await client.connect();
  try {
    return (await client.query<{ value: string }>(`SELECT current_setting($1) AS value`, [name])).rows[0]!.value;
  } finally {
    await client.end();
  }
}

/** Named statements a one-connection pool holds after Prisma's and the hot paths' statements. */
async function preparedAfterStatements(db: Database): Promise<number> {
  await db.prisma.user.findMany({ where: { email: "nobody@example.com" } });
  await db.direct!.query(sql`SELECT count(*) AS n FROM "Grant" WHERE "id" = ${"none"}`);
  const rows = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_prepared_statements`;
  return rows[0]!.n;
}

describe.skipIf(!serverUrl)("a transaction pooler's rules (any PostgreSQL)", () => {
  it("sends unnamed statements and no session parameters, and takes sessions on the direct URL", async () => {
    const db = await openDatabase({
      databaseUrl: direct,
      directUrl: direct,
      pooler: "transaction",
      pool: { max: 1, statementTimeoutMs: 4321 },
    });
    try {
      expect(await preparedAfterStatements(db)).toBe(0);
      expect(db.sql.holdsSessions).toBe(false);
      expect(await setting(db.sql, "statement_timeout")).toBe(await serverDefault("statement_timeout"));
      expect(db.session.holdsSessions).toBe(true);
      expect(await setting(db.session, "statement_timeout")).toBe("4321ms");
    } finally {
      await db.close();
    }
  });

  it("refuses to run migrations through the pooler, where their lock would stay held", async () => {
    const db = await openDatabase({ databaseUrl: direct, directUrl: direct, pooler: "transaction" });
    try {
      await expect(migrate(db.sql)).rejects.toThrow(/session of their own/);
      expect(await migrate(db.session)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("refuses a transaction pooler without a direct URL", async () => {
    await expect(openDatabase({ databaseUrl: direct, pooler: "transaction" })).rejects.toThrow(/direct URL/);
  });
});

const pooled = inject("databasePooler");
describe.skipIf(!serverUrl || (!pooled && !pgbouncerBinary()))("through PgBouncer in transaction pooling", () => {
  let bouncer: PgBouncer | undefined;
  let db: Database;
  beforeAll(async () => {
    if (!pooled) bouncer = await startPgBouncer(serverUrl!);
    const poolerUrl = pooled?.url ?? bouncer!.url;
    const name = base.name.replace(/^postgres /, "");
    db = await openDatabase({ databaseUrl: databaseUrl(poolerUrl, name), directUrl: direct, pooler: "transaction" });
  });
  afterAll(async () => {
    await db?.close();
    await bouncer?.stop();
  });

  it("runs the same statements from many connections at once, each on whichever server connection is free", async () => {
    const tag = `pooled-${Date.now()}`;
    await db.prisma.user.create({
      data: { id: tag, email: `${tag}@example.com`, username: tag, name: "P", passwordHash: "x" },
    });
    const reads = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0
        ? db.prisma.user.findUnique({ where: { id: tag } }).then((u) => u?.id)
        : db.direct!.query<{ id: string }>(sql`SELECT "id" FROM "User" WHERE "id" = ${tag}`).then((r) => r[0]?.id),
    );
    expect(new Set(await Promise.all(reads))).toEqual(new Set([tag]));
    const inTransactions = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.prisma.$transaction(async (tx) => (await tx.user.findUnique({ where: { id: tag } }))?.id),
      ),
    );
    expect(new Set(inTransactions)).toEqual(new Set([tag]));
  });

  it("takes the start-up lock on PostgreSQL itself and leaves no lock behind", async () => {
    // Work on several pooled connections at once, the one the lock would have been taken on
    // (PgBouncer reuses the latest) finishing first: through the pooler, the unlock would then
    // go to another server connection and leave the lock held.
    const work = async () => {
      const sleep = (s: number) => db.sql.withConnection((c) => c.query("SELECT 1 AS one FROM pg_sleep($1)", [s]));
      await Promise.all([0, 0.2, 0.2, 0.2].map(sleep));
      return "done";
    };
    expect(await underStartupLock(db, work)).toBe("done");
    const locks = await db.sql.withConnection((c) =>
      c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
         WHERE l.locktype = 'advisory' AND d.datname = current_database()`,
      ),
    );
    expect(locks[0]!.n).toBe(0);
  });
});

// Opens the database: embedded PGlite in a data folder (or in memory) when there is no
// DATABASE_URL, PostgreSQL through @prisma/adapter-pg when there is (directly or behind a
// transaction pooler: lib/db/postgres-pools.ts). Both speak the same schema.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { type DirectSql, pgliteDirectSql, postgresDirectSql } from "./direct-sql";
import { withNulSafeReads } from "./nul-safe-reads";
import {
  DEFAULT_POOL_LIMITS,
  openPostgresPool,
  openSessionPool,
  type PoolerMode,
  type PoolLimits,
  postgresSql,
} from "./postgres-pools";
import { retireConnectionsWithStaleStatements } from "./stale-statements";
import { statementNames } from "./statement-names";
import type { SqlConnection, SqlPool } from "./sql-connection";

export type Database = {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** Raw SQL on the request path: a transaction holds, a session may not (see `session`). */
  sql: SqlPool;
  /**
   * Raw SQL on whole sessions, for migrations and advisory locks: PostgreSQL itself (the direct
   * URL) when the request path goes through a transaction pooler, else the same as `sql`.
   */
  session: SqlPool;
  /** The hot paths' statements, straight to the driver (lib/db/direct-sql.ts). */
  direct?: DirectSql;
  /** The PostgreSQL pool of the request path, for operators' gauges and error counts (absent on PGlite). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export { DEFAULT_POOL_LIMITS, type PoolerMode, type PoolLimits } from "./postgres-pools";

export type OpenDatabaseOptions =
  | {
      databaseUrl: string;
      /** PostgreSQL itself, for sessions (`Database.session`); default `databaseUrl`. */
      directUrl?: string;
      /** `transaction`: `databaseUrl` is a transaction pooler, and `directUrl` is required. */
      pooler?: PoolerMode;
      pool?: Partial<PoolLimits>;
      /** Plan each distinct statement once per connection; default on, off behind a transaction pooler. */
      preparedStatements?: boolean;
      onConnectionLost?: (error: Error) => void;
    }
  /** `dataDir` undefined means an in-memory database (tests); `loadDataDir` starts it from a dump. */
  | { dataDir: string | undefined; loadDataDir?: Blob };

export function pgliteSql(db: PGlite): SqlPool {
  const conn: SqlConnection = {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await db.query<T>(sql, params)).rows,
  };
  // One process, one connection: the embedded database is a single session.
  return { holdsSessions: true, withConnection: (fn) => fn(conn), close: async () => {} };
}

// Prisma's default gives an interactive transaction 5 s from its start, waiting for a connection
// included: a busy machine (or the embedded database, which runs one statement at a time for the
// whole process) can pass that with a transaction that was never slow itself, and fail a request
// that would have succeeded. Each statement stays bounded by the pool's statement timeout.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) return openPostgres(options);
  const lite = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const prisma = withNulSafeReads(
    new PrismaClient({ transactionOptions: TRANSACTION_OPTIONS, adapter: new PrismaPGlite(lite) }),
  );
  const sql = pgliteSql(lite);
  return {
    kind: "pglite",
    prisma,
    sql,
    session: sql,
    direct: pgliteDirectSql(lite),
    close: async () => {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}

function openPostgres(options: Extract<OpenDatabaseOptions, { databaseUrl: string }>): Database {
  const limits = { ...DEFAULT_POOL_LIMITS, ...options.pool };
  const pooler = options.pooler ?? "none";
  if (pooler === "transaction" && !options.directUrl)
    throw new Error("A transaction pooler needs the direct URL of PostgreSQL for migrations and locks.");
  const onConnectionLost =
    options.onConnectionLost ?? ((err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const pool = openPostgresPool(options.databaseUrl, limits, pooler, onConnectionLost);
  const sessionPool = options.directUrl ? openSessionPool(options.directUrl, limits, onConnectionLost) : pool;
  const named = options.preparedStatements ?? pooler === "none";
  if (named) retireConnectionsWithStaleStatements(pool);
  const names = named ? statementNames() : undefined;
  const prisma = withNulSafeReads(
    new PrismaClient({
      transactionOptions: TRANSACTION_OPTIONS,
      adapter: new PrismaPg(pool, names ? { statementNameGenerator: names } : {}),
    }),
  );
  const sql = postgresSql(pool, pooler === "none");
  const session = sessionPool === pool ? sql : postgresSql(sessionPool, true);
  return {
    kind: "postgres",
    prisma,
    sql,
    session,
    direct: postgresDirectSql(pool, names),
    pool,
    close: async () => {
      await prisma.$disconnect();
      await sql.close();
      if (session !== sql) await session.close();
    },
  };
}

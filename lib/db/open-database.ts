// Opens the database: embedded PGlite in a data folder (or in memory) when there is no
// DATABASE_URL, PostgreSQL through @prisma/adapter-pg when there is. Both speak the same schema.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { type DirectSql, pgliteDirectSql, postgresDirectSql } from "./direct-sql";
import { withNulSafeReads } from "./nul-safe-reads";
import { retireConnectionsWithStaleStatements } from "./stale-statements";
import { statementNames } from "./statement-names";
import type { SqlConnection, SqlPool } from "./sql-connection";

export type Database = {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  sql: SqlPool;
  /** The hot paths' statements, straight to the driver (lib/db/direct-sql.ts). */
  direct?: DirectSql;
  /** The PostgreSQL pool, for operators' gauges and error counts (absent on PGlite). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

/** Bounds on waiting for PostgreSQL, so a database outage becomes a quick error, never a hang. */
export interface PoolLimits {
  /** Connections per process. */
  readonly max: number;
  /** Waiting for a connection (new or from the pool) gives up after this long. */
  readonly connectTimeoutMs: number;
  /** The server cancels a statement after this long; the client gives up a little later. */
  readonly statementTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 };

export type OpenDatabaseOptions =
  /** `preparedStatements` (default on): plan each distinct statement once per connection. */
  | {
      databaseUrl: string;
      pool?: Partial<PoolLimits>;
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
  return { withConnection: (fn) => fn(conn), close: async () => {} };
}

function postgresSql(pool: pg.Pool): SqlPool {
  return {
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
            (await client.query<T>(sql, params)).rows,
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// Prisma's default gives an interactive transaction 5 s from its start, waiting for a connection
// included: a busy machine (or the embedded database, which runs one statement at a time for the
// whole process) can pass that with a transaction that was never slow itself, and fail a request
// that would have succeeded. Each statement stays bounded by the pool's statement timeout.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const limits = { ...DEFAULT_POOL_LIMITS, ...options.pool };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: limits.max,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      // The server cannot cancel what it never received (network gone): the client stops waiting.
      query_timeout: limits.statementTimeoutMs + 1000,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", options.onConnectionLost ?? ((err) => console.warn(`PostgreSQL connection lost: ${err.message}`)));
    if (options.preparedStatements !== false) retireConnectionsWithStaleStatements(pool);
    const names = options.preparedStatements === false ? undefined : statementNames();
    const prisma = withNulSafeReads(
      new PrismaClient({
        transactionOptions: TRANSACTION_OPTIONS,
        adapter: new PrismaPg(pool, names ? { statementNameGenerator: names } : {}),
      }),
    );
    const sql = postgresSql(pool);
    return {
      kind: "postgres",
      prisma,
      sql,
      direct: postgresDirectSql(pool, names),
      pool,
      close: async () => {
        await prisma.$disconnect();
        await sql.close();
      },
    };
  }
  const lite = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const prisma = withNulSafeReads(
    new PrismaClient({ transactionOptions: TRANSACTION_OPTIONS, adapter: new PrismaPGlite(lite) }),
  );
  return {
    kind: "pglite",
    prisma,
    sql: pgliteSql(lite),
    direct: pgliteDirectSql(lite),
    close: async () => {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}

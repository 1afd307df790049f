// The PostgreSQL connection pools of one process: the request path's (DATABASE_URL, which may be a
// transaction pooler such as PgBouncer) and the sessions' (migrations, advisory locks: PostgreSQL
// itself). A transaction pooler hands each transaction whichever server connection is free, so
// nothing that outlives a transaction may be set on its connections: no session parameters at
// connect (PgBouncer refuses them), no named statements (before PgBouncer 1.21 the next transaction
// finds them missing), no session locks (taken on one server connection, released on another).
import pg from "pg";
import type { SqlPool } from "./sql-connection";

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

/** `none`: the URL is PostgreSQL (or a session pooler); `transaction`: a transaction pooler. */
export type PoolerMode = "none" | "transaction";

/**
 * Connections a pool keeps open however long it idles. pg closes an idle connection after 10 s
 * by default, so the first requests after a quiet minute each paid for a new connection and
 * re-planned their named statements (docs/performance.md, cold start); these stay, and the
 * TCP keep-alive keeps them known to the network between.
 */
export const WARM_CONNECTIONS = 2;

/** Session connections are few and short: a migration, the start-up lock, pg-boss's start. */
const SESSION_POOL_MAX = 3;

export function openPostgresPool(
  url: string,
  limits: PoolLimits,
  pooler: PoolerMode,
  onConnectionLost: (error: Error) => void,
  warm = WARM_CONNECTIONS,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    min: Math.min(warm, limits.max),
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // The server's own timeouts go with the connection's start-up, where PostgreSQL is reached
    // directly; behind a transaction pooler they are the role's settings (docs/operations/settings.md).
    ...(pooler === "none"
      ? {
          statement_timeout: limits.statementTimeoutMs,
          idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
        }
      : {}),
    // The server cannot cancel what it never received (network gone): the client stops waiting.
    query_timeout: limits.statementTimeoutMs + 1000,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", onConnectionLost);
  return pool;
}

export function openSessionPool(url: string, limits: PoolLimits, onConnectionLost: (error: Error) => void): pg.Pool {
  // Nothing on a request's path waits for one: none is kept warm.
  return openPostgresPool(url, { ...limits, max: SESSION_POOL_MAX }, "none", onConnectionLost, 0);
}

export function postgresSql(pool: pg.Pool, holdsSessions: boolean): SqlPool {
  return {
    holdsSessions,
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

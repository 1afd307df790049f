// A connection whose prepared statement went stale is retired, not reused. Once a migration
// changes the type of a column a prepared statement returns, PostgreSQL refuses to run it on that
// connection ("cached plan must not change result type") every time; a statement the server no
// longer knows is refused the same way. Outside a transaction the pool already drops a client that
// failed, but Prisma gives a transaction's client back as healthy, so the pool would keep handing
// out the broken connection. These clients are marked and retired when they come back.
import type pg from "pg";

function isStaleStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === "26000") return true; // invalid_sql_statement_name: prepared statement does not exist
  return code === "0A000" && typeof message === "string" && message.includes("cached plan");
}

/** pg-pool removes a client that is not `_queryable` when it is released (its documented check). */
type PooledClient = pg.PoolClient & { _queryable?: boolean };

export function retireConnectionsWithStaleStatements(pool: pg.Pool): void {
  const stale = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isStaleStatement(error)) stale.add(client);
        });
      }
      return result;
    }) as typeof client.query;
  });
  pool.on("release", (_error, client) => {
    if (stale.has(client)) (client as PooledClient)._queryable = false;
  });
}

// The floors' database: `pg` with the service's pool settings (lib/db/postgres-pools.ts), on the
// bench's own database (DATABASE_URL), named statements as ours. Nothing else.
import pg from "pg";

let pool;

/** Runs one named statement and returns its rows. */
export async function query(name, text, values) {
  pool ??= new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 10,
    min: 2,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    idle_in_transaction_session_timeout: 20_000,
    query_timeout: 11_000,
    keepAlive: true,
  });
  return (await pool.query({ name, text, values })).rows;
}

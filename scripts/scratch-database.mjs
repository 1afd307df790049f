// A throw-away database on a PostgreSQL server, for the benches and the browser tests: made under a
// fresh name, reached by its URL, and dropped (with any session still on it) when the run is done.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** One statement on the server's maintenance database: CREATE and DROP DATABASE run outside a transaction. */
async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database `<prefix>_<random hex>` beside `serverUrl`'s: its name, its URL, and how to drop it. */
export async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

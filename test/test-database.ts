// A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { migrate } from "@/lib/db/migrate";
import { openDatabase, type Database } from "@/lib/db/open-database";
import { forgetSigningKeys } from "@/lib/server/signing-keys";

export type TestDatabase = Database & { name: string };

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: undefined });
    await migrate(db.sql);
    return { ...db, name: "pglite (memory)" };
  }
  const name = `oauth_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db.sql);
  return {
    ...db,
    name: `postgres ${name}`,
    close: async () => {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Gives the test file its own database and installs it as the app's database. */
export function withTestDatabase(): { readonly db: TestDatabase } {
  const holder = {} as { db: TestDatabase };
  beforeAll(async () => {
    holder.db = await createTestDatabase();
    installDatabase(holder.db);
    forgetSigningKeys();
  });
  afterAll(async () => {
    installDatabase(undefined);
    forgetSigningKeys();
    await holder.db?.close();
  });
  return holder;
}

// A fresh, migrated database per test file: a copy of the run's template (database-template.ts),
// in-memory PGlite by default, or a throw-away database on the PostgreSQL server named by
// TEST_DATABASE_URL (dropped afterwards), reached through PgBouncer in a pooler run.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { migrate } from "@/lib/db/migrate";
import { openDatabase, type Database, type OpenDatabaseOptions, type PoolLimits } from "@/lib/db/open-database";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { forgetSigningKeys } from "@/lib/server/roots/signing-keys";
import { closeWebhookQueue } from "@/lib/server/roots/webhooks";
import { adminQuery, databaseUrl } from "./postgres-admin";

export type TestDatabase = Database & {
  name: string;
  /**
   * Another process's pools on this same database, reached as this one is (through the pooler in
   * a pooler run). PostgreSQL only: an embedded database belongs to one process.
   */
  openAnother(options?: { pool?: Partial<PoolLimits> }): Promise<Database>;
};

/** How the app reaches test database `name` on `serverUrl`: directly, or through the run's pooler. */
function reachOptions(serverUrl: string, name: string): Extract<OpenDatabaseOptions, { databaseUrl: string }> {
  const direct = databaseUrl(serverUrl, name);
  const pooler = inject("databasePooler");
  if (!pooler) return { databaseUrl: direct };
  return { databaseUrl: databaseUrl(pooler.url, name), directUrl: direct, pooler: "transaction" };
}

let pgliteTemplate: Blob | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_TIER === "unit") {
    throw new Error("The unit tier has no database: a test that needs one belongs in test/ (npm run test:db).");
  }
  const template = inject("databaseTemplate");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind === "pglite") pgliteTemplate ??= new Blob([readFileSync(template.dumpFile)]);
    const db = await openDatabase({ dataDir: undefined, loadDataDir: pgliteTemplate });
    // Without a template (a file run outside the db project) the database is migrated here.
    if (!pgliteTemplate) await migrate(db.session);
    return {
      ...db,
      name: "pglite (memory)",
      openAnother: () => Promise.reject(new Error("An embedded database belongs to one process.")),
    };
  }
  const name = `oauth_test_${randomBytes(6).toString("hex")}`;
  const copy = template?.kind === "postgres" ? ` TEMPLATE "${template.name}"` : "";
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${copy}`);
  const reach = reachOptions(serverUrl, name);
  const db = await openDatabase(reach);
  if (!copy) await migrate(db.session);
  return {
    ...db,
    name: `postgres ${name}`,
    openAnother: (options = {}) => openDatabase({ ...reach, ...options }),
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
    // Work a request set going after its answer (a sign-in's hash upgrade, a mail) lands first.
    await afterAnswerSettled();
    installDatabase(undefined);
    forgetSigningKeys();
    try {
      if (holder.db) await closeWebhookQueue(holder.db);
    } finally {
      await holder.db?.close();
    }
  });
  return holder;
}

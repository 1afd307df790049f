// The database tier's global set-up: one migrated database per run, which every test file copies
// (test-database.ts) instead of booting and migrating its own. PGlite: a dump of its data folder;
// PostgreSQL (TEST_DATABASE_URL): a template database, copied by CREATE DATABASE ... TEMPLATE.
// With TEST_POOLER=pgbouncer it also starts PgBouncer in front of that server, through which the
// test files then reach their databases (transaction pooling; the direct URL for sessions).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "@/lib/db/migrate";
import { openDatabase, pgliteSql } from "@/lib/db/open-database";
import { startPgBouncer } from "@/scripts/pgbouncer";
import { adminQuery, databaseUrl } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data-folder dump (a file path), or the name of a PostgreSQL template database. */
    databaseTemplate: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };
    /** The TEST_DATABASE_URL server through PgBouncer (transaction pooling), in a pooler run. */
    databasePooler: { url: string } | undefined;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const poolerRun = process.env.TEST_POOLER;
  if (poolerRun && (poolerRun !== "pgbouncer" || !serverUrl))
    throw new Error(`TEST_POOLER=${poolerRun}: the pooler run is TEST_POOLER=pgbouncer, with TEST_DATABASE_URL set.`);
  if (!serverUrl) {
    const lite = await PGlite.create();
    await migrate(pgliteSql(lite));
    const dump = Buffer.from(await (await lite.dumpDataDir("none")).arrayBuffer());
    await lite.close();
    const folder = mkdtempSync(path.join(tmpdir(), "oauth-test-template-"));
    const dumpFile = path.join(folder, "template.tar");
    writeFileSync(dumpFile, dump);
    project.provide("databaseTemplate", { kind: "pglite", dumpFile });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `oauth_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrate(db.session);
  } finally {
    await db.close();
  }
  project.provide("databaseTemplate", { kind: "postgres", name });
  const pooler = process.env.TEST_POOLER === "pgbouncer" ? await startPgBouncer(serverUrl) : undefined;
  project.provide("databasePooler", pooler ? { url: pooler.url } : undefined);
  return async () => {
    await pooler?.stop();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}

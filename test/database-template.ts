// The database tier's global set-up: one migrated database per run, which every test file copies
// (test-database.ts) instead of booting and migrating its own. PGlite: a dump of its data folder;
// PostgreSQL (TEST_DATABASE_URL): a template database, copied by CREATE DATABASE ... TEMPLATE.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "@/lib/db/migrate";
import { openDatabase, pgliteSql } from "@/lib/db/open-database";
import { adminQuery, databaseUrl } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data-folder dump (a file path), or the name of a PostgreSQL template database. */
    databaseTemplate: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
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
    await migrate(db.sql);
  } finally {
    await db.close();
  }
  project.provide("databaseTemplate", { kind: "postgres", name });
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

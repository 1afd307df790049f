// Opens and migrates the database the configuration names: what the server does at start-up and
// what every command-line script needs. Migrations run on PostgreSQL itself (DIRECT_DATABASE_URL
// when DATABASE_URL is a pooler). With the embedded database, stop the server first: one
// data folder must never be opened by two processes at once.
import { MIGRATION_LOCK_KEY, migrate } from "@/lib/db/migrate";
import { openDatabase, type Database } from "@/lib/db/open-database";
import { getLogger } from "@/lib/observability/logger";
import { waitForAnotherProcess } from "../startup/startup-wait";
import { getConfig } from "./config";

export async function openConfiguredDatabase(): Promise<Database & { migrated: string[] }> {
  const config = getConfig();
  const db = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          directUrl: config.directDatabaseUrl,
          pooler: config.databasePooler,
          pool: config.databasePool,
          preparedStatements: config.databasePreparedStatements,
          // The pool replaces the connection on its next query; operators still want to know.
          onConnectionLost: (err) => getLogger().warn({ err }, "PostgreSQL connection lost"),
        }
      : { dataDir: `${config.dataDir}/pglite` },
  );
  try {
    const wait = waitForAnotherProcess("another server process's migrations", MIGRATION_LOCK_KEY);
    return { ...db, migrated: await migrate(db.session, undefined, wait) };
  } catch (err) {
    await db.close();
    throw err;
  }
}

// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database.
import { migrate } from "@/lib/db/migrate";
import { openDatabase } from "@/lib/db/open-database";
import { getConfig } from "@/lib/server/config";

const config = getConfig();
const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
try {
  const ran = await migrate(db.sql);
  console.log(ran.length ? `Applied: ${ran.join(", ")}` : "Database is up to date.");
} finally {
  await db.close();
}

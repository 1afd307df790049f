// `npm run db:seed`: creates the demo accounts and clients (idempotent).
import { migrate } from "@/lib/db/migrate";
import { openDatabase } from "@/lib/db/open-database";
import { seedDemoData } from "@/lib/db/seed-demo-data";
import { getConfig } from "@/lib/server/config";

const config = getConfig();
const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(db.sql);
  await seedDemoData(db.prisma);
  console.log("Demo data is in place. See README.md for the accounts and clients.");
} finally {
  await db.close();
}

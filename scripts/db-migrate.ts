// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database.
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";

const db = await openConfiguredDatabase();
console.log(db.migrated.length ? `Applied: ${db.migrated.join(", ")}` : "Database is up to date.");
await db.close();

// Wires the configured database into lib/db: opened and migrated on first use, and seeded with
// the demo data on an empty embedded database when the configuration asks for it.
import { hashPassword } from "@/lib/accounts/password";
import { configureDatabase, getDatabase } from "@/lib/db/db";
import type { Database } from "@/lib/db/open-database";
import { seedDemoData } from "@/lib/db/seed-demo-data";
import { getConfig } from "./config";
import { openConfiguredDatabase } from "./open-configured-database";

async function boot(): Promise<Database> {
  const db = await openConfiguredDatabase();
  if (getConfig().seedDemoData && (await db.prisma.user.count()) === 0) await seedDemoData(db.prisma, { hashPassword });
  return db;
}

/** Installs the configured database (once) and opens it. */
export function appDatabase(): Promise<Database> {
  configureDatabase(boot);
  return getDatabase();
}

export async function appPrisma() {
  return (await appDatabase()).prisma;
}

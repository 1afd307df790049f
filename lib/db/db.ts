// The process-wide database. Kept on globalThis because Next.js may load this module in more than
// one bundle (instrumentation, route handlers, server components), and an embedded database
// folder must be opened by exactly one PGlite instance.
import { getConfig } from "@/lib/server/config";
import { openConfiguredDatabase } from "./open-configured-database";
import type { Database } from "./open-database";
import { seedDemoData } from "./seed-demo-data";

const slot = globalThis as unknown as { __oauthServiceDb?: Promise<Database> };

async function boot(): Promise<Database> {
  const db = await openConfiguredDatabase();
  if (getConfig().seedDemoData && (await db.prisma.user.count()) === 0) {
    await seedDemoData(db.prisma);
  }
  return db;
}

export function getDatabase(): Promise<Database> {
  slot.__oauthServiceDb ??= boot().catch((err: unknown) => {
    slot.__oauthServiceDb = undefined;
    throw err;
  });
  return slot.__oauthServiceDb;
}

export async function getPrisma() {
  return (await getDatabase()).prisma;
}

/** Tests install their own fresh database here. */
export function installDatabase(db: Database | undefined): void {
  slot.__oauthServiceDb = db ? Promise.resolve(db) : undefined;
}

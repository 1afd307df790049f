// The process-wide database. Kept on globalThis because Next.js may load this module in more than
// one bundle (instrumentation, route handlers, server components), and an embedded database
// folder must be opened by exactly one PGlite instance. How to open it is configuration, which
// the composition root installs at start-up (lib/server/roots/database.ts); tests install their own.
import type { Database } from "./open-database";

const slot = globalThis as unknown as {
  __oauthServiceDb?: Promise<Database>;
  __oauthServiceDbOpener?: () => Promise<Database>;
};

/** Installs how the database is opened on first use; the first one installed wins. */
export function configureDatabase(open: () => Promise<Database>): void {
  slot.__oauthServiceDbOpener ??= open;
}

export function getDatabase(): Promise<Database> {
  const open = slot.__oauthServiceDbOpener;
  if (!slot.__oauthServiceDb && !open)
    return Promise.reject(
      new Error("The database is not configured: the server's start-up (lib/server/roots/database.ts) installs it."),
    );
  slot.__oauthServiceDb ??= open!().catch((err: unknown) => {
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

// The single-use store (DPoP proofs' and client assertions' jti) on the app's database: one per
// database for the process, shared by every instance through the table it writes.
import { createPrismaOnceStore } from "@/lib/db/oauth/prisma-once-store";
import type { OnceStore } from "@/lib/oauth/replay/once-store";
import { appDatabase } from "./database";

const perDatabase = new WeakMap<object, OnceStore>();

export async function onceStore(): Promise<OnceStore> {
  const db = await appDatabase();
  let store = perDatabase.get(db);
  if (store === undefined) {
    store = createPrismaOnceStore(db.prisma, db.direct);
    perDatabase.set(db, store);
  }
  return store;
}

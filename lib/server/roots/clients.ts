// The client domain's composition root: wires the Prisma store, the clock and randomness into
// the use cases of lib/clients. Server actions and tests start here.
import type { ClientDeps } from "@/lib/clients/deps";
import { createPrismaClientStore } from "@/lib/db/clients/prisma-client-store";
import { getConfig } from "./config";
import { appPrisma } from "./database";
import { systemRandomBytes } from "./oauth";

export async function clientDeps(): Promise<ClientDeps> {
  return {
    store: createPrismaClientStore(await appPrisma()),
    now: () => new Date(),
    randomBytes: systemRandomBytes,
    requireHighSecurityForWriteScopes: getConfig().requireHighSecurityForWriteScopes,
  };
}

// Every change to a client runs here: one transaction that first locks the client's row, found
// by public id AND owner, so a client that is not the caller's looks exactly like one that does
// not exist, and concurrent changes to one client (two "generate secret" clicks, two edits of
// the redirect URI list) run one after the other instead of overwriting each other.
import type { ActionResult } from "@/lib/action-result";
import { getPrisma } from "../db";
import type { OAuthClient, Prisma } from "../generated/client";

export type Tx = Prisma.TransactionClient;

export const NOT_FOUND = { ok: false, code: "not_found", message: "This client does not exist, or you do not have access to it." } as const;

export async function withOwnedClient<T>(
  options: { clientId: string; ownerId: string },
  change: (tx: Tx, client: OAuthClient) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const prisma = await getPrisma();
  return prisma.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM "OAuthClient" WHERE "clientId" = ${options.clientId} AND "ownerId" = ${options.ownerId} FOR UPDATE`;
      const id = locked[0]?.id;
      if (id === undefined) return NOT_FOUND;
      const client = await tx.oAuthClient.findUniqueOrThrow({ where: { id } });
      return change(tx, client);
    },
    // Waiting for the lock is expected under concurrent clicks; the work itself is a few rows.
    { maxWait: 10_000, timeout: 15_000 },
  );
}

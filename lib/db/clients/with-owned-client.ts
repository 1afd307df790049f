// Every write to a client starts by locking its row inside a transaction, so concurrent changes to
// one client (two "generate secret" clicks, two edits of the redirect URI list, an owner's edit
// and an administrator's decision) run one after the other instead of overwriting each other.
// The lock is also what keeps "at most one PENDING change request per client" true.
// Owners go through withOwnedClient; the admin review, which acts on any client, uses lockClientRow.
import type { ActionResult } from "@/lib/action-result";
import { getPrisma } from "../db";
import type { OAuthClient, Prisma } from "../generated/client";

export type Tx = Prisma.TransactionClient;

/** The same answer for a client that does not exist and one that is not the caller's. */
export const CLIENT_NOT_FOUND = { ok: false, code: "not_found", message: "This client does not exist, or you do not have access to it." } as const;

/** Locks the client's row (by public client id; with `ownerId`, only if that user owns it) and reads it. */
export async function lockClientRow(tx: Tx, where: { clientId: string; ownerId?: string }): Promise<OAuthClient | null> {
  if (where.clientId.length > 255) return null;
  const rows =
    where.ownerId === undefined
      ? await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "OAuthClient" WHERE "clientId" = ${where.clientId} FOR UPDATE`
      : await tx.$queryRaw<Array<{ id: string }>>`
          SELECT id FROM "OAuthClient" WHERE "clientId" = ${where.clientId} AND "ownerId" = ${where.ownerId} FOR UPDATE`;
  const id = rows[0]?.id;
  return id === undefined ? null : tx.oAuthClient.findUnique({ where: { id } });
}

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) return work(tx);
  // Waiting for the row lock is expected when people click at once; the work itself is a few rows.
  return (await getPrisma()).$transaction(work, { maxWait: 10_000, timeout: 15_000 });
}

/**
 * Runs `change` with the caller's client locked. A client that is not the caller's looks exactly
 * like one that does not exist. Pass `tx` to run inside a transaction you already hold.
 */
export async function withOwnedClient<T>(
  options: { clientId: string; ownerId: string },
  change: (tx: Tx, client: OAuthClient) => Promise<ActionResult<T>>,
  tx?: Tx,
): Promise<ActionResult<T>> {
  return inTransaction(tx, async (db) => {
    const client = await lockClientRow(db, options);
    return client ? change(db, client) : CLIENT_NOT_FOUND;
  });
}

// Every write in the review flow starts by locking the client's row, so an owner's submission and
// an administrator's decision on the same client run one after the other. The row lock is also
// what keeps "at most one PENDING change request per client" true.
import type { OAuthClient, Prisma } from "../generated/client";
import { getPrisma } from "../db";

export type Tx = Prisma.TransactionClient;

/** Locks the client row (public client id; optionally only if `ownerId` owns it) and reads it. */
export async function lockClient(tx: Tx, where: { clientId: string; ownerId?: string }): Promise<OAuthClient | null> {
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
  // Waiting for the row lock is expected when people click at once; the work is a few rows.
  return (await getPrisma()).$transaction(work, { maxWait: 10_000, timeout: 15_000 });
}

export const CLIENT_NOT_FOUND = { ok: false, code: "not_found", message: "This client does not exist, or you do not have access to it." } as const;

import "server-only";
import { getPrisma } from "../db";
import type { ClientSummary } from "./client-views";

export async function listClientsForOwner(ownerId: string): Promise<ClientSummary[]> {
  const rows = await (await getPrisma()).oAuthClient.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { clientId: true, name: true, kind: true, status: true, reviewNote: true, scopes: true, createdAt: true },
  });
  return rows.map(({ scopes, ...row }) => ({ ...row, legacy: scopes.length === 0 }));
}

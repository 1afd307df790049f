import "server-only";
import { getPrisma } from "../db";
import type { ClientListItem } from "@/lib/clients/views/client-views";

export async function listClientsForOwner(ownerId: string): Promise<ClientListItem[]> {
  const rows = await (await getPrisma()).oAuthClient.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      clientId: true,
      name: true,
      kind: true,
      status: true,
      reviewNote: true,
      scopes: true,
      createdAt: true,
      changeRequests: { where: { status: "PENDING" }, select: { id: true }, take: 1 },
    },
  });
  return rows.map(({ scopes, changeRequests, ...row }) => ({
    ...row,
    legacy: scopes.length === 0,
    hasPendingChange: changeRequests.length > 0,
  }));
}

import "server-only";
import { getPrisma } from "../db";
import { countActiveUsers, lastTokenIssued } from "./client-usage";
import type { ClientListItem } from "@/lib/clients/views/client-views";

export async function listClientsForOwner(ownerId: string): Promise<ClientListItem[]> {
  const rows = await (await getPrisma()).oAuthClient.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
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
  const ids = rows.map((r) => r.id);
  const [users, lastTokens] = await Promise.all([countActiveUsers(ids), lastTokenIssued(ids)]);
  return rows.map(({ id, scopes, changeRequests, ...row }) => ({
    ...row,
    legacy: scopes.length === 0,
    hasPendingChange: changeRequests.length > 0,
    activeUsers: users.get(id) ?? 0,
    lastTokenAt: lastTokens.get(id) ?? null,
  }));
}

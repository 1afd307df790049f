import "server-only";
import { getPrisma } from "../db";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { clientDetailSelect, toClientDetail } from "./client-views";

/**
 * The owner sees and changes their client; an administrator may read any client. Everyone else
 * gets null, exactly as for a client id that does not exist.
 */
export async function findClientForViewer(options: {
  clientId: string;
  viewer: { id: string; role: "USER" | "ADMIN" };
}): Promise<ViewedClient | null> {
  const { clientId, viewer } = options;
  if (clientId.length > 255) return null;
  const row = await (await getPrisma()).oAuthClient.findFirst({
    where: viewer.role === "ADMIN" ? { clientId } : { clientId, ownerId: viewer.id },
    select: clientDetailSelect,
  });
  return row ? { ...toClientDetail(row), viewerIsOwner: row.owner.id === viewer.id } : null;
}

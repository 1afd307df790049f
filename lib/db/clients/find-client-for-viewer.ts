import "server-only";
import { getPrisma } from "../db";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { clientDetailSelect, toClientDetail } from "./client-views";
import { type ClientViewer, viewedClientWhere } from "./viewed-client-where";

/** The owner sees and changes their client; an administrator may read any client (viewedClientWhere). */
export async function findClientForViewer(options: ClientViewer): Promise<ViewedClient | null> {
  const where = viewedClientWhere(options);
  if (where === null) return null;
  const row = await (await getPrisma()).oAuthClient.findFirst({ where, select: clientDetailSelect });
  return row ? { ...toClientDetail(row), viewerIsOwner: row.owner.id === options.viewer.id } : null;
}

import type { ClientStatus } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { getPrisma } from "../db";

/** What every API call needs of the token's client: its status and current scopes (no secrets). */
export async function findClientAccess(clientId: string): Promise<{ status: ClientStatus; scopes: Scope[] } | null> {
  const row = await (await getPrisma()).oAuthClient.findUnique({ where: { clientId }, select: { status: true, scopes: true } });
  return row ? { status: row.status, scopes: row.scopes as Scope[] } : null;
}

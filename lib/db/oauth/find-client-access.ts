import type { ClientAccessRecord } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";

/** What every API call needs of the token's client: its status and current scopes (no secrets). */
export async function findClientAccess(prisma: PrismaClient, clientId: string): Promise<ClientAccessRecord | null> {
  const row = await prisma.oAuthClient.findUnique({ where: { clientId }, select: { status: true, scopes: true } });
  return row ? { status: row.status, scopes: row.scopes as Scope[] } : null;
}

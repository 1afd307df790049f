import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";

/** Union of the scopes of a user's live scoped grants of one client (by public client id). */
export async function findGrantedScopes(prisma: PrismaClient, clientId: string, userId: string): Promise<Scope[]> {
  const grants = await prisma.grant.findMany({
    where: { client: { clientId }, userId, revokedAt: null, legacyUnrestricted: false },
    select: { scopes: true },
  });
  return [...new Set(grants.flatMap((g) => g.scopes as Scope[]))];
}

// Resource servers' introspection credentials (only the secret's hash is stored).
import type { ResourceServerPort, ResourceServerRecord } from "@/lib/oauth/resource-servers/ports";
import type { PrismaClient } from "../generated/client";
import { containsNul } from "../nul-safe-reads";

const select = {
  credentialId: true,
  name: true,
  resource: true,
  secretHash: true,
  secretHint: true,
  createdAt: true,
  revokedAt: true,
} as const;

export function createPrismaResourceServers(prisma: PrismaClient): ResourceServerPort {
  return {
    async findResourceServer(credentialId) {
      if (credentialId.length > 100 || containsNul(credentialId)) return null;
      return prisma.resourceServer.findUnique({ where: { credentialId }, select });
    },
    async saveResourceServer(record: ResourceServerRecord, createdById: string) {
      await prisma.resourceServer.create({ data: { ...record, createdById } });
    },
    listResourceServers: () => prisma.resourceServer.findMany({ select, orderBy: { createdAt: "desc" }, take: 200 }),
    async revokeResourceServer(credentialId, at) {
      const { count } = await prisma.resourceServer.updateMany({
        where: { credentialId, revokedAt: null },
        data: { revokedAt: at },
      });
      return count === 1;
    },
  };
}

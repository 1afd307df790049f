// The client store contract on Prisma: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { describeClientStoreContract } from "@/lib/clients/testing/client-store-contract";
import { createPrismaClientStore } from "@/lib/db/clients/prisma-client-store";
import type { PrismaClient } from "@/lib/db/generated/client";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

async function makeUser(prisma: PrismaClient, name: string) {
  const tag = randomBytes(5).toString("hex");
  return prisma.user.create({
    data: { email: `${tag}@example.com`, username: `u-${tag}`, name, passwordHash: "scrypt$unused" },
    select: { id: true },
  });
}

describeClientStoreContract("Prisma", async () => {
  const prisma = ctx.db.prisma;
  const [owner, other, reviewer, endUser] = await Promise.all([
    makeUser(prisma, "Owner"),
    makeUser(prisma, "Other owner"),
    makeUser(prisma, "Ada Admin"),
    makeUser(prisma, "End user"),
  ]);
  return {
    store: createPrismaClientStore(prisma),
    ownerId: owner.id,
    otherOwnerId: other.id,
    reviewerId: reviewer.id,
    reviewerName: "Ada Admin",
    async addGrant(clientInternalId) {
      await prisma.grant.create({
        data: {
          clientId: clientInternalId,
          userId: endUser.id,
          scopes: ["PROFILE_READ"],
          authorizationCodeHash: randomBytes(32).toString("hex"),
          refreshTokens: {
            create: { tokenHash: randomBytes(32).toString("hex"), expiresAt: new Date(Date.now() + 86_400_000) },
          },
        },
      });
    },
    async addRequest(clientInternalId, withScope, createdAt) {
      await prisma.authorizationRequestLog.create({ data: { clientId: clientInternalId, withScope, createdAt } });
    },
    async auditTypes(clientInternalId) {
      return (
        await prisma.auditLog.findMany({ where: { clientId: clientInternalId }, select: { eventType: true } })
      ).map((r) => r.eventType);
    },
  };
});

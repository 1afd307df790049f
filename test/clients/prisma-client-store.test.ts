// The client store contract on Prisma: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { describeClientStoreContract } from "@/lib/clients/testing/client-store-contract";
import { createPrismaClientStore } from "@/lib/db/clients/prisma-client-store";
import type { PrismaClient } from "@/lib/db/generated/client";
import { openDatabase } from "@/lib/db/open-database";
import { describe, expect, it } from "vitest";
import { databaseUrl } from "../postgres-admin";
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

describe.skipIf(!process.env.TEST_DATABASE_URL)("Prisma client store on PostgreSQL", () => {
  it("decides in read committed even where the database defaults to repeatable read: a grant committed meanwhile is revoked too", async () => {
    const name = ctx.db.name.replace(/^postgres /, "");
    const prisma = ctx.db.prisma;
    await prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" SET default_transaction_isolation = 'repeatable read'`);
    // A pool opened now gets connections with that default.
    const db = await openDatabase({ databaseUrl: databaseUrl(process.env.TEST_DATABASE_URL!, name) });
    try {
      const [owner, endUser] = await Promise.all([makeUser(prisma, "Owner"), makeUser(prisma, "End user")]);
      const tag = randomBytes(5).toString("hex");
      const client = await prisma.oAuthClient.create({
        data: { clientId: `c-${tag}`, name: "App", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id },
      });
      const revoked = await createPrismaClientStore(db.prisma).transaction(async (repo) => {
        await repo.clientDecision(client.clientId); // the transaction's first read
        // Committed by another connection while the decision is under way (a code exchange).
        await prisma.grant.create({
          data: {
            clientId: client.id,
            userId: endUser.id,
            scopes: ["PROFILE_READ"],
            authorizationCodeHash: `h-${tag}`,
          },
        });
        return repo.revokeClientAccess(client.id, new Date());
      });
      expect(revoked).toBe(1);
      expect(await prisma.grant.findUnique({ where: { authorizationCodeHash: `h-${tag}` } })).toMatchObject({
        revokedReason: "revoked_by_admin",
      });
    } finally {
      await db.close();
      await prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" RESET default_transaction_isolation`);
    }
  });
});

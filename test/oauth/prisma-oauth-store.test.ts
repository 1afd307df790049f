// The Prisma store honours the same contract as the in-memory store the core is unit-tested with.
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { describeOAuthStoreContract } from "@/lib/oauth/testing/oauth-store-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
let n = 0;

describeOAuthStoreContract("prisma", async () => {
  const prisma = ctx.db.prisma;
  const tag = `${Date.now()}-${++n}`;
  const user = (name: string) =>
    prisma.user.create({ data: { email: `${name}-${tag}@example.com`, username: `${name}-${tag}`, name, passwordHash: "x" } });
  const owner = await user("owner");
  const other = await user("other");
  const client = (id: string) =>
    prisma.oAuthClient.create({ data: { clientId: `${id}-${tag}`, name: id, kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id } });
  const [a, b] = [await client("a"), await client("b")];
  return { store: createPrismaOAuthStore(prisma), clientId: a.clientId, otherClientId: b.clientId, userId: owner.id, otherUserId: other.id };
});

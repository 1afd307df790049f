// The account deletion contract on a real database, and what only SQL can show: the audit trail
// keeps its rows without the deleted account's address.
import { describe, expect, it } from "vitest";
import { accountDeletionStoreContract } from "@/lib/accounts/testing/account-deletion-store-contract";
import { createPrismaAccountDeletion } from "@/lib/db/accounts/account-deletion";
import { makeClient, makeGrant, makeUser } from "../portal/portal-fixtures";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

accountDeletionStoreContract("prisma store", () => {
  const prisma = () => ctx.db.prisma;
  return {
    store: createPrismaAccountDeletion(),
    newAccount: async ({ verified = true } = {}) => {
      const user = await makeUser(prisma());
      if (!verified) await prisma().user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
      const { email } = await prisma().user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true } });
      return { id: user.id, email };
    },
    newClient: async (ownerId, grantedBy) => {
      const { clientId } = await makeClient({ id: ownerId, role: "USER" });
      await makeGrant(prisma(), clientId, { id: grantedBy, role: "USER" });
      return clientId;
    },
    grantFrom: async (userId) => {
      const owner = await makeUser(prisma());
      const { clientId } = await makeClient(owner);
      await makeGrant(prisma(), clientId, { id: userId, role: "USER" });
    },
    ownerOf: async (clientId) =>
      (await prisma().oAuthClient.findUnique({ where: { clientId }, select: { ownerId: true } }))?.ownerId ?? null,
    liveGrantsOf: (userId) => prisma().grant.count({ where: { userId, revokedAt: null } }),
    accountExists: async (userId) => (await prisma().user.count({ where: { id: userId } })) > 0,
  };
});

describe("account deletion's audit trail", () => {
  it("keeps the rows the account appears in, without its address, and records the deletion without it", async () => {
    const prisma = ctx.db.prisma;
    const ann = await makeUser(prisma);
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: ann.id }, select: { email: true } });
    const { clientId } = await makeClient(ann);
    await prisma.auditLog.create({
      data: { actorId: null, eventType: "user.disabled", details: { userId: ann.id, email } },
    });
    const before = await prisma.auditLog.count();
    await createPrismaAccountDeletion().deleteAccount({ userId: ann.id, handOverTo: null, now: new Date() });
    const rows = await prisma.auditLog.findMany({});
    expect(rows).toHaveLength(before + 1);
    expect(JSON.stringify(rows)).not.toContain(email);
    const deleted = rows.filter((r) => r.eventType === "user.deleted");
    expect(deleted.find((r) => (r.details as { userId?: string }).userId === ann.id)?.details).toEqual({
      userId: ann.id,
      grantsRevoked: 0,
      clientsDeleted: 1,
      clientsHandedOver: 0,
    });
    expect(await prisma.oAuthClient.count({ where: { clientId } })).toBe(0);
  });
});

// Deleting an account over Prisma (the accounts core's AccountDeletionStore): one transaction.
import type { AccountDeletionStore } from "@/lib/accounts/account-deletion/account-deletion-store";
import { getPrisma } from "../db";

export function createPrismaAccountDeletion(): AccountDeletionStore {
  return {
    async findHandoverTarget(email) {
      return (await getPrisma()).user.findFirst({
        where: { email, disabledAt: null, emailVerifiedAt: { not: null } },
        select: { id: true },
      });
    },
    async countOwnedClients(userId) {
      return (await getPrisma()).oAuthClient.count({ where: { ownerId: userId } });
    },
    async deleteAccount({ userId, handOverTo, now }) {
      return (await getPrisma()).$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
        if (!user) return null;
        // Revoked before the rows go: the count is the audit's, and nothing issued works meanwhile.
        const grants = await tx.grant.updateMany({
          where: { userId, revokedAt: null },
          data: { revokedAt: now, revokedReason: "user_deleted" },
        });
        let clientsDeleted = 0;
        let clientsHandedOver = 0;
        if (handOverTo)
          clientsHandedOver = (
            await tx.oAuthClient.updateMany({ where: { ownerId: userId }, data: { ownerId: handOverTo } })
          ).count;
        // Deleting a client takes its secrets, codes, grants and refresh tokens with it.
        else clientsDeleted = (await tx.oAuthClient.deleteMany({ where: { ownerId: userId } })).count;
        // The trail stays; the address leaves it (rows the account acted in lose their actor below).
        await tx.$executeRaw`
          UPDATE "AuditLog" SET "details" = "details" - 'email'
          WHERE "actorId" = ${userId} OR "details"->>'userId' = ${userId}`;
        await tx.user.delete({ where: { id: userId }, select: { id: true } });
        const details = { grantsRevoked: grants.count, clientsDeleted, clientsHandedOver };
        await tx.auditLog.create({
          data: { actorId: null, eventType: "user.deleted", details: { userId, ...details }, createdAt: now },
        });
        return details;
      });
    },
  };
}

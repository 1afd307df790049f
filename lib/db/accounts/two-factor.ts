// The second factor's port over Prisma: the user's (encrypted) secrets and last step, and the
// recovery codes' hashes. Every change that decides something is one conditional statement.
import type { TwoFactorStore } from "@/lib/accounts/two-factor/two-factor-store";
import { getPrisma } from "../db";

export function createPrismaTwoFactor(): TwoFactorStore {
  return {
    async findTwoFactor(userId) {
      const row = await (await getPrisma()).user.findUnique({
        where: { id: userId },
        select: {
          totpSecret: true,
          totpPendingSecret: true,
          totpEnabledAt: true,
          _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
        },
      });
      if (!row) return null;
      return {
        sealedSecret: row.totpSecret,
        sealedPendingSecret: row.totpPendingSecret,
        enabledAt: row.totpEnabledAt,
        unusedRecoveryCodes: row._count.recoveryCodes,
      };
    },
    async setPendingSecret(userId, sealedSecret) {
      const { count } = await (await getPrisma()).user.updateMany({
        where: { id: userId, totpEnabledAt: null },
        data: { totpPendingSecret: sealedSecret },
      });
      return count > 0;
    },
    async enableTwoFactor({ userId, sealedSecret, step, recoveryCodeHashes, now }) {
      return (await getPrisma()).$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: userId, totpEnabledAt: null, totpPendingSecret: sealedSecret },
          data: { totpSecret: sealedSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step },
        });
        if (count === 0) return false;
        await tx.recoveryCode.deleteMany({ where: { userId } });
        await tx.recoveryCode.createMany({
          data: recoveryCodeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })),
        });
        return true;
      });
    },
    async useTotpStep(userId, step) {
      const { count } = await (await getPrisma()).user.updateMany({
        where: {
          id: userId,
          totpEnabledAt: { not: null },
          OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
        },
        data: { totpLastStep: step },
      });
      return count > 0;
    },
    async consumeRecoveryCode(userId, codeHash, now) {
      const { count } = await (await getPrisma()).recoveryCode.updateMany({
        where: { userId, codeHash, usedAt: null, user: { totpEnabledAt: { not: null } } },
        data: { usedAt: now },
      });
      return count > 0;
    },
    async disableTwoFactor(userId) {
      const prisma = await getPrisma();
      await prisma.$transaction([
        prisma.user.updateMany({
          where: { id: userId },
          data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
        }),
        prisma.recoveryCode.deleteMany({ where: { userId } }),
      ]);
    },
  };
}

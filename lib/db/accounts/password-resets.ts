// Password reset links over Prisma (the accounts core's PasswordResetStore).
import type { PasswordResetStore } from "@/lib/accounts/ports";
import { getPrisma } from "../db";

export function createPrismaPasswordResets(): PasswordResetStore {
  return {
    async findResettableAccount(email) {
      return (await getPrisma()).user.findFirst({
        where: { email, disabledAt: null },
        select: { id: true, email: true },
      });
    },
    async insertReset({ tokenHash, userId, expiresAt }) {
      await (await getPrisma()).passwordReset.create({ data: { tokenHash, userId, expiresAt } });
    },
    async isResetLive(tokenHash, now) {
      const row = await (await getPrisma()).passwordReset.findFirst({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { disabledAt: null } },
        select: { tokenHash: true },
      });
      return row !== null;
    },
    async consumeReset(tokenHash, passwordHash, now) {
      return (await getPrisma()).$transaction(async (tx) => {
        // The conditional update decides: of two uses of one link, one changes the row.
        const { count } = await tx.passwordReset.updateMany({
          where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { disabledAt: null } },
          data: { usedAt: now },
        });
        if (count === 0) return null;
        const { userId } = await tx.passwordReset.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
        await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } });
        await tx.userSession.deleteMany({ where: { userId } });
        await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
        return { userId };
      });
    },
  };
}

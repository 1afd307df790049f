// Links proving an address over Prisma (the accounts core's EmailVerificationStore).
import type {
  EmailVerificationStore,
  VerificationPurpose,
} from "@/lib/accounts/email-verification/email-verification-store";
import { getPrisma } from "../db";
import { isUniqueViolation } from "../prisma-errors";

const purposeOf = (value: string): VerificationPurpose => (value === "change" ? "change" : "sign_up");
const liveWhere = (tokenHash: string, now: Date) => ({
  tokenHash,
  usedAt: null,
  expiresAt: { gt: now },
  user: { disabledAt: null },
});

class EmailTaken extends Error {}

export function createPrismaEmailVerifications(): EmailVerificationStore {
  return {
    async insertVerification({ tokenHash, userId, email, purpose, expiresAt, now }) {
      const prisma = await getPrisma();
      await prisma.$transaction([
        prisma.emailVerification.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } }),
        prisma.emailVerification.create({ data: { tokenHash, userId, email, purpose, expiresAt, createdAt: now } }),
      ]);
    },
    async findLiveVerification(tokenHash, now) {
      const row = await (await getPrisma()).emailVerification.findFirst({
        where: liveWhere(tokenHash, now),
        select: { email: true, purpose: true },
      });
      return row ? { email: row.email, purpose: purposeOf(row.purpose) } : null;
    },
    async consumeVerification(tokenHash, now) {
      try {
        return await (await getPrisma()).$transaction(async (tx) => {
          // The conditional update decides: of two uses of one link, one changes the row.
          const { count } = await tx.emailVerification.updateMany({
            where: liveWhere(tokenHash, now),
            data: { usedAt: now },
          });
          if (count === 0) return { ok: false as const, reason: "dead" as const };
          const link = await tx.emailVerification.findUniqueOrThrow({
            where: { tokenHash },
            select: { userId: true, email: true, purpose: true, user: { select: { email: true } } },
          });
          const purpose = purposeOf(link.purpose);
          try {
            await tx.user.update({
              where: { id: link.userId },
              data: { email: link.email, emailVerifiedAt: now },
              select: { id: true },
            });
          } catch (err) {
            // Another account took the address since the link was sent: undo the link's use too.
            if (isUniqueViolation(err)) throw new EmailTaken();
            throw err;
          }
          if (purpose === "change")
            await tx.passwordReset.updateMany({ where: { userId: link.userId, usedAt: null }, data: { usedAt: now } });
          return { ok: true as const, userId: link.userId, previousEmail: link.user.email, email: link.email, purpose };
        });
      } catch (err) {
        if (err instanceof EmailTaken) return { ok: false, reason: "email_taken" };
        throw err;
      }
    },
    async isEmailTaken(email) {
      return (await (await getPrisma()).user.count({ where: { email } })) > 0;
    },
    async isEmailVerified(userId) {
      const row = await (await getPrisma()).user.findUnique({
        where: { id: userId },
        select: { emailVerifiedAt: true },
      });
      return row?.emailVerifiedAt != null;
    },
  };
}

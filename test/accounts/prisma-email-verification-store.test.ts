import { createPrismaEmailVerifications } from "@/lib/db/accounts/email-verifications";
import { createPrismaPasswordResets } from "@/lib/db/accounts/password-resets";
import { createUser } from "@/lib/db/users";
import { emailVerificationStoreContract } from "@/lib/accounts/testing/email-verification-store-contract";
import { withTestDatabase } from "../test-database";

withTestDatabase();

let n = 0;
emailVerificationStoreContract("prisma store", () => ({
  store: createPrismaEmailVerifications(),
  newAccount: async (email) => {
    const created = await createUser({
      email,
      username: `ev-${Date.now().toString(36)}${++n}`,
      name: "P",
      passwordHash: "h",
    });
    if (!created.ok) throw new Error("setup");
    return created.user.id;
  },
  resetLink: async (userId) => {
    const resets = createPrismaPasswordResets();
    await resets.insertReset({ tokenHash: `r-${userId}`, userId, expiresAt: new Date(Date.now() + 3600_000) });
    return () => resets.isResetLive(`r-${userId}`, new Date());
  },
}));

import { createMemoryAccounts } from "./memory-account-store";
import { createMemoryEmailVerification } from "./memory-email-verification-store";
import { emailVerificationStoreContract } from "./email-verification-store-contract";

emailVerificationStoreContract("memory store", () => {
  const m = createMemoryAccounts();
  return {
    store: createMemoryEmailVerification(m).store,
    newAccount: async (email) => {
      const created = await m.accounts.insertAccount({ email, username: email, name: "P", passwordHash: "h" });
      if (!created.ok) throw new Error("setup");
      return created.account.id;
    },
    resetLink: async (userId) => {
      await m.resets.insertReset({ tokenHash: `r-${userId}`, userId, expiresAt: new Date(Date.now() + 3600_000) });
      return () => m.resets.isResetLive(`r-${userId}`, new Date());
    },
  };
});

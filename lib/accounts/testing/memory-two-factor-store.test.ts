import { createMemoryTwoFactor } from "./memory-two-factor-store";
import { twoFactorStoreContract } from "./two-factor-store-contract";

twoFactorStoreContract("memory store", () => {
  const ids = new Set<string>();
  return {
    store: createMemoryTwoFactor(ids),
    newAccount: async () => {
      const id = `user-${ids.size + 1}`;
      ids.add(id);
      return id;
    },
  };
});

import { createMemoryAccounts } from "./memory-account-store";
import { createMemoryAccountDeletion } from "./memory-account-deletion-store";
import { accountDeletionStoreContract } from "./account-deletion-store-contract";

let n = 0;
accountDeletionStoreContract("memory store", () => {
  const m = createMemoryAccounts();
  const verified = new Set<string>();
  const d = createMemoryAccountDeletion(m, verified);
  return {
    store: d.store,
    newAccount: async ({ verified: proven = true } = {}) => {
      const email = `p${++n}@example.com`;
      const created = await m.accounts.insertAccount({ email, username: email, name: "P", passwordHash: "h" });
      if (!created.ok) throw new Error("setup");
      if (proven) verified.add(created.account.id);
      return { id: created.account.id, email };
    },
    newClient: async (ownerId, grantedBy) => {
      const clientId = `client-${++n}`;
      d.clientOwners.set(clientId, ownerId);
      m.grants.set(grantedBy, new Map([...(m.grants.get(grantedBy) ?? []), [clientId, 1]]));
      return clientId;
    },
    grantFrom: async (userId) => {
      m.grants.set(userId, new Map([...(m.grants.get(userId) ?? []), [`elsewhere-${++n}`, 1]]));
    },
    ownerOf: async (clientId) => d.clientOwners.get(clientId) ?? null,
    liveGrantsOf: async (userId) => [...(m.grants.get(userId)?.values() ?? [])].reduce((a, b) => a + b, 0),
    accountExists: async (userId) => m.rows.has(userId),
  };
});

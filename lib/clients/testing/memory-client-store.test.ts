import { MemoryClientStore } from "./memory-client-store";
import { describeClientStoreContract } from "./client-store-contract";

describeClientStoreContract("MemoryClientStore", async () => {
  const store = new MemoryClientStore();
  store.state.users.set("reviewer-1", "Ada Admin");
  let grants = 0;
  return {
    store,
    ownerId: "owner-1",
    otherOwnerId: "owner-2",
    reviewerId: "reviewer-1",
    reviewerName: "Ada Admin",
    async addGrant(clientInternalId) {
      const id = `grant-${++grants}`;
      store.state.grants.set(id, { id, clientInternalId, revokedAt: null, revokedReason: null });
    },
    async addRequest(clientInternalId, withScope, createdAt) {
      store.state.requests.push({ clientInternalId, withScope, createdAt });
    },
    async auditTypes(clientInternalId) {
      return store.state.audit.filter((e) => e.clientId === clientInternalId).map((e) => e.eventType);
    },
  };
});

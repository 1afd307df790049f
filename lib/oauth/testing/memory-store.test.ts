import { MemoryOAuthStore } from "./memory-store";
import { describeOAuthStoreContract } from "./oauth-store-contract";

describeOAuthStoreContract("MemoryOAuthStore", async () => ({
  store: new MemoryOAuthStore(),
  clientId: "client-1",
  otherClientId: "client-2",
  userId: "user-1",
  otherUserId: "user-2",
}));

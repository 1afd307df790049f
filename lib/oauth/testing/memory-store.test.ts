import type { AuthorizeClientRecord } from "../ports";
import { describeAuthorizeStoreContract } from "./authorize-store-contract";
import { type ClientChange, describeClientAsAuthenticatedContract } from "./client-as-authenticated-contract";
import { MemoryOAuthStore } from "./memory-store";
import { describeOAuthStoreContract } from "./oauth-store-contract";
import { describeOpenIdStoreContract } from "./openid-store-contract";
import { describePushedRequestContract } from "./pushed-request-contract";

const memoryContractFixture = async () => {
  const store = new MemoryOAuthStore();
  for (const clientId of ["client-1", "client-2"])
    store.addClient({ clientId, kind: "CONFIDENTIAL", status: "APPROVED", scopes: [], secrets: [] });
  return { store, clientId: "client-1", otherClientId: "client-2", userId: "user-1", otherUserId: "user-2" };
};
describeOAuthStoreContract("MemoryOAuthStore", memoryContractFixture);
describeOpenIdStoreContract("MemoryOAuthStore", memoryContractFixture);

describeClientAsAuthenticatedContract("MemoryOAuthStore", async () => {
  const store = new MemoryOAuthStore();
  const client = {
    clientId: "client-1",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    scopes: ["BOOKING_READ"],
    secrets: [{ id: "secret-1", hash: "hash-1", expiresAt: null }],
  } as const;
  store.addClient(client);
  const changed: Record<ClientChange, object> = {
    suspend: { status: "SUSPENDED" },
    change_scopes: { scopes: ["BOOKING_READ", "PROFILE_READ"] },
    revoke_secret: { secrets: [] },
    redate_secret: { secrets: [{ ...client.secrets[0], expiresAt: new Date("2030-02-01T00:00:00Z") }] },
  };
  return {
    store,
    clientId: client.clientId,
    userId: "user-1",
    changeClient: async (change) => store.addClient({ ...client, ...changed[change] }),
  };
});

describeAuthorizeStoreContract("MemoryOAuthStore", async () => {
  const store = new MemoryOAuthStore();
  const client: AuthorizeClientRecord = {
    clientId: "client-1",
    status: "APPROVED",
    kind: "CONFIDENTIAL",
    scopes: ["PROFILE_READ"],
    redirectUris: ["https://app.example.com/cb"],
    name: "App",
    description: null,
    websiteUrl: null,
    logoUrl: null,
    privacyPolicyUrl: null,
    termsOfServiceUrl: null,
    ownerName: "Owner",
  };
  store.addAuthorizeClient(client);
  return {
    store,
    client,
    userId: "user-1",
    otherUserId: "user-2",
    recordedRequests: async (clientId) => {
      const mine = store.authorizationRequests.filter((r) => r.clientId === clientId);
      return {
        withScope: mine.filter((r) => r.withScope).length,
        withoutScope: mine.filter((r) => !r.withScope).length,
      };
    },
  };
});

describePushedRequestContract("MemoryOAuthStore", async () => ({
  store: new MemoryOAuthStore(),
  clientId: "client-1",
  otherClientId: "client-2",
}));

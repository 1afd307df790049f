import { createMemoryWebhooks } from "./memory-webhook-store";
import { webhookStoreContract } from "./webhook-store-contract";

webhookStoreContract("memory store", () => {
  const m = createMemoryWebhooks();
  let n = 0;
  return {
    subscriptions: m.subscriptions,
    deliveries: m.deliveries,
    jobs: m.jobs,
    async addGrant(input = {}) {
      n += 1;
      const grantId = `grant-${n}`;
      const userId = input.userId ?? `user-${n}`;
      const scopes = input.scopes ?? ["WEBHOOK_WRITE"];
      m.grants.set(grantId, {
        clientId: `app-${n}`,
        userId,
        revokedAt: null,
        scopes,
        legacyUnrestricted: false,
        userDisabled: false,
        client: { status: "APPROVED", scopes },
      });
      return { userId, grantId, clientId: `app-${n}` };
    },
    async addOrganization(userId, role) {
      n += 1;
      m.organizationRoles.set(`org-${n}|${userId}`, role);
      return `org-${n}`;
    },
    async revokeGrant(grantId) {
      m.grants.set(grantId, { ...m.grants.get(grantId)!, revokedAt: new Date() });
    },
    addDelivery: async (webhookId, at) => m.addDelivery(webhookId, at),
    async delivery(id) {
      const row = m.deliveryRows.get(id)!;
      return { status: row.status, attempts: row.attempts, nextAttemptAt: row.nextAttemptAt, lastError: row.lastError };
    },
    async subscriptionState(id) {
      const row = m.subscriptionRows.get(id)!;
      return { failingSince: row.failingSince, disabledAt: row.disabledAt, disabledReason: row.disabledReason };
    },
  };
});

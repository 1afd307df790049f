// In-memory AppNotificationStore over subscriptions described by their facts.
import type { AppNotificationStore } from "../app-notification-ports";
import { type AppNotificationFacts, isUsersAppNotification } from "../use-cases/app-notifications";

export interface MemoryAppNotifications extends AppNotificationStore {
  readonly subscriptions: Map<string, AppNotificationFacts>;
}

export function createMemoryAppNotifications(subscriptions: Map<string, AppNotificationFacts>): MemoryAppNotifications {
  return {
    subscriptions,
    async removeForUser(userId, webhookId) {
      const facts = subscriptions.get(webhookId);
      if (!facts || !isUsersAppNotification(facts, userId)) return false;
      return subscriptions.delete(webhookId);
    },
  };
}

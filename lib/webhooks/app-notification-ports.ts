// What stopping an app's notifications needs from storage. Adapters:
// lib/db/webhooks/app-notifications.ts (Prisma) and testing/memory-app-notifications.ts.

export interface AppNotificationStore {
  /**
   * Deletes the subscription (and its deliveries) when it is one of the user's app notifications
   * (isUsersAppNotification); false when it is not, or does not exist.
   */
  removeForUser(userId: string, webhookId: string): Promise<boolean>;
}

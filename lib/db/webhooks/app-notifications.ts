// The account page's view of webhooks: which apps send the user's notifications, and where; and
// the store that removes one. A user's are the personal subscriptions and the organization
// subscriptions they made with their own grant (isUsersAppNotification, stated here as a query).
import "server-only";
import type { AppNotificationStore } from "@/lib/webhooks/app-notification-ports";
import { type AppNotification, hostOf } from "@/lib/webhooks/views";
import type { Prisma, PrismaClient } from "../generated/client";
import { disabledReasonOf } from "./webhook-rows";

const mine = (userId: string): Prisma.WebhookWhereInput => ({
  clientId: { not: null },
  OR: [{ userId }, { organizationId: { not: null }, grant: { userId } }],
});

/** By the app's public client id. */
export async function listAppNotifications(
  prisma: PrismaClient,
  userId: string,
): Promise<Map<string, AppNotification[]>> {
  const rows = await prisma.webhook.findMany({
    where: mine(userId),
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      subscriberUrl: true,
      triggers: true,
      active: true,
      disabledReason: true,
      organization: { select: { name: true } },
      client: { select: { clientId: true } },
    },
  });
  const byApp = new Map<string, AppNotification[]>();
  for (const row of rows) {
    if (!row.client) continue;
    const list = byApp.get(row.client.clientId) ?? [];
    list.push({
      webhookId: row.id,
      host: hostOf(row.subscriberUrl),
      triggers: row.triggers,
      organizationName: row.organization?.name ?? null,
      active: row.active,
      disabledReason: disabledReasonOf(row.disabledReason),
    });
    byApp.set(row.client.clientId, list);
  }
  return byApp;
}

export function createPrismaAppNotifications(prisma: PrismaClient): AppNotificationStore {
  return {
    // One conditional delete: the row count says whether it was the user's.
    async removeForUser(userId, webhookId) {
      return (await prisma.webhook.deleteMany({ where: { id: webhookId, ...mine(userId) } })).count === 1;
    },
  };
}

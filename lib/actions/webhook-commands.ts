// What the webhook buttons do once they know who is calling: a user stops an app's notifications
// (Authorized apps); a client's owner replays a delivery (developer portal).
import "server-only";
import { z } from "zod";
import {
  appNotificationDeps,
  ownedClientDelivery,
  ownedClientWebhook,
  subscriptionDeps,
} from "@/lib/server/roots/webhooks";
import { removeAppNotification } from "@/lib/webhooks/use-cases/app-notifications";
import { APP_NOTIFICATION_WORDS, WEBHOOK_ACTIVITY_WORDS } from "@/lib/ui-words/webhooks";
import { replayDelivery } from "@/lib/webhooks/use-cases/replay-delivery";
import { sendPortalTestEvent } from "@/lib/webhooks/use-cases/portal-test-event";
import { command } from "./plumbing/command";

const id = z.string().min(1).max(200);

export const removeAppNotificationCommand = command(
  z.object({ webhookId: id }),
  async (caller, { webhookId }) => {
    const removed = await removeAppNotification(await appNotificationDeps(), { userId: caller.id, webhookId });
    return removed.ok ? { ok: true as const, data: undefined } : removed;
  },
  () => ({ message: APP_NOTIFICATION_WORDS.notFound }),
);

export const replayWebhookDeliveryCommand = command(
  z.object({ clientId: id, deliveryId: id }),
  async (caller, { clientId, deliveryId }) => {
    const found = await ownedClientDelivery({ clientId, ownerId: caller.id, deliveryId });
    const result = await replayDelivery(
      await subscriptionDeps(),
      found && { clientId, deliveryId: found.id, webhookId: found.webhookId, ...found.webhook },
    );
    return result.ok ? { ok: true as const, data: { deliveryId: result.data.id } } : result;
  },
  (failure) => ({
    message:
      failure.code === "rate_limited"
        ? WEBHOOK_ACTIVITY_WORDS.tooManySends(Math.ceil(failure.retryAfterSeconds / 60))
        : failure.code === "not_replayable"
          ? WEBHOOK_ACTIVITY_WORDS.notReplayable
          : WEBHOOK_ACTIVITY_WORDS.notFound,
  }),
);

/** The portal's "Send test event": a PING to one of the client's subscriptions, chosen by its owner. */
export const sendWebhookTestCommand = command(
  z.object({ clientId: id, webhookId: id }),
  async (caller, { clientId, webhookId }) => {
    const found = await ownedClientWebhook({ clientId, ownerId: caller.id, webhookId });
    const result = await sendPortalTestEvent(
      await subscriptionDeps(),
      found && { clientId, webhookId: found.id, active: found.active, disabledAt: found.disabledAt },
    );
    return result.ok
      ? { ok: true as const, data: { deliveryId: result.data.id, messageId: result.data.messageId } }
      : result;
  },
  (failure) => ({
    message:
      failure.code === "rate_limited"
        ? WEBHOOK_ACTIVITY_WORDS.tooManySends(Math.ceil(failure.retryAfterSeconds / 60))
        : failure.code === "not_sendable"
          ? WEBHOOK_ACTIVITY_WORDS.notReplayable
          : WEBHOOK_ACTIVITY_WORDS.subscriptionNotFound,
  }),
);

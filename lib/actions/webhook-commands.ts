// What the webhook buttons do once they know who is calling: a user stops an app's notifications
// (Authorized apps); a client's owner replays a delivery (developer portal).
import "server-only";
import { z } from "zod";
import { ownedClientDelivery, removeAppNotificationOf, subscriptionDeps } from "@/lib/server/webhooks";
import { APP_NOTIFICATION_WORDS, WEBHOOK_ACTIVITY_WORDS } from "@/lib/ui-words/webhooks";
import { replayDelivery } from "@/lib/webhooks/use-cases/replay-delivery";
import { command } from "./plumbing/command";

const id = z.string().min(1).max(200);

export const removeAppNotificationCommand = command(
  z.object({ webhookId: id }),
  async (caller, { webhookId }) =>
    (await removeAppNotificationOf(caller.id, webhookId))
      ? { ok: true as const, data: undefined }
      : { ok: false as const, code: "not_found" },
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
    return result.ok ? { ok: true as const, data: { deliveryId: result.delivery.id } } : result;
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

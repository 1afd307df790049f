// The webhook core's send budget on the service's rate limiter (Redis when configured, else the
// database, with a per-process stand-in when the store fails): one budget per subscription, one
// per app. The subscription's is asked first, so an app hammering one spent subscription does not
// also drain what its others may use.
import type { SendBudget } from "@/lib/webhooks/ports";
import { hit } from "../rate-limit/rate-limiter";

export const webhookSendBudget: SendBudget = {
  async spend({ clientId, webhookId }) {
    // Keyed under the app as well: a subscription id sent by another app spends only its own count.
    const subscription = await hit("WEBHOOK_SEND_SUBSCRIPTION", `${clientId}|${webhookId}`);
    return subscription.allowed ? hit("WEBHOOK_SEND_APP", clientId) : subscription;
  },
};

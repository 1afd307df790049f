// POST /v2/webhooks/:webhookId/deliveries/:deliveryId/redeliver
import { redeliverWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource({ scope: "WEBHOOK_WRITE", ...redeliverWebhookOp.doc }, redeliverWebhookOp.handle);
export const OPTIONS = apiPreflight("POST");

// POST /v2/webhooks/:webhookId/deliveries/:deliveryId/redeliver
import { redeliverWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...redeliverWebhookOp.requiring("WEBHOOK_WRITE"));
export const OPTIONS = apiPreflight("POST");

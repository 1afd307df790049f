// POST /v2/organizations/:orgId/webhooks/:webhookId/deliveries/:deliveryId/redeliver
import { redeliverWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...redeliverWebhookOp.requiring("ORG_WEBHOOK_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");

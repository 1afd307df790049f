// POST /v2/organizations/:orgId/webhooks/:webhookId/deliveries/:deliveryId/redeliver
import { redeliverWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "ORG_WEBHOOK_WRITE", role: "ADMIN", ...redeliverWebhookOp.doc },
  redeliverWebhookOp.handle,
);
export const OPTIONS = apiPreflight("POST");

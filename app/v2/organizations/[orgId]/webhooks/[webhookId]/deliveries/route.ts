// GET /v2/organizations/:orgId/webhooks/:webhookId/deliveries
import { listWebhookDeliveriesOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "ORG_WEBHOOK_READ", ...listWebhookDeliveriesOp.doc },
  listWebhookDeliveriesOp.handle,
);
export const OPTIONS = apiPreflight("GET");

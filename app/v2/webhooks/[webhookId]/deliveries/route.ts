// GET /v2/webhooks/:webhookId/deliveries
import { listWebhookDeliveriesOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listWebhookDeliveriesOp.requiring("WEBHOOK_READ"));
export const OPTIONS = apiPreflight("GET");

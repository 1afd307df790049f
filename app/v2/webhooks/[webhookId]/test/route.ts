// POST /v2/webhooks/:webhookId/test
import { testWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...testWebhookOp.requiring("WEBHOOK_WRITE"));
export const OPTIONS = apiPreflight("POST");

// GET, DELETE /v2/webhooks/:webhookId
import { deleteWebhookOp, getWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getWebhookOp.requiring("WEBHOOK_READ"));
export const DELETE = protectedResource(...deleteWebhookOp.requiring("WEBHOOK_WRITE"));
export const OPTIONS = apiPreflight("GET", "DELETE");

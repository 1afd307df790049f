// GET, DELETE /v2/webhooks/:webhookId
import { deleteWebhookOp, getWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "WEBHOOK_READ", ...getWebhookOp.doc }, getWebhookOp.handle);
export const DELETE = protectedResource({ scope: "WEBHOOK_WRITE", ...deleteWebhookOp.doc }, deleteWebhookOp.handle);
export const OPTIONS = apiPreflight("GET", "DELETE");

// GET, DELETE /v2/organizations/:orgId/webhooks/:webhookId
import { deleteWebhookOp, getWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getWebhookOp.requiring("ORG_WEBHOOK_READ"));
export const DELETE = protectedResource(...deleteWebhookOp.requiring("ORG_WEBHOOK_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "DELETE");

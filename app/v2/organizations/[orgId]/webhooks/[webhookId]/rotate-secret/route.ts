// POST /v2/organizations/:orgId/webhooks/:webhookId/rotate-secret
import { rotateWebhookSecretOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...rotateWebhookSecretOp.requiring("ORG_WEBHOOK_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");

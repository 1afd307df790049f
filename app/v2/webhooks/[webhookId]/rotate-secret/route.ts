// POST /v2/webhooks/:webhookId/rotate-secret
import { rotateWebhookSecretOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...rotateWebhookSecretOp.requiring("WEBHOOK_WRITE"));
export const OPTIONS = apiPreflight("POST");

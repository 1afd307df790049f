// POST /v2/organizations/:orgId/webhooks/:webhookId/rotate-secret
import { rotateWebhookSecretOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "ORG_WEBHOOK_WRITE", role: "ADMIN", ...rotateWebhookSecretOp.doc },
  rotateWebhookSecretOp.handle,
);
export const OPTIONS = apiPreflight("POST");

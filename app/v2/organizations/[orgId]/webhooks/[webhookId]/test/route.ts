// POST /v2/organizations/:orgId/webhooks/:webhookId/test
import { testWebhookOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "ORG_WEBHOOK_WRITE", role: "ADMIN", ...testWebhookOp.doc },
  testWebhookOp.handle,
);
export const OPTIONS = apiPreflight("POST");

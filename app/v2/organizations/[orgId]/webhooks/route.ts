// GET, POST /v2/organizations/:orgId/webhooks
import { createWebhookOp, listWebhooksOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "ORG_WEBHOOK_READ", ...listWebhooksOp.doc }, listWebhooksOp.handle);
export const POST = protectedResource(
  { scope: "ORG_WEBHOOK_WRITE", role: "ADMIN", ...createWebhookOp.doc },
  createWebhookOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

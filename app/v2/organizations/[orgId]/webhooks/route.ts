// GET, POST /v2/organizations/:orgId/webhooks
import { createWebhookOp, listWebhooksOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listWebhooksOp.requiring("ORG_WEBHOOK_READ"));
export const POST = protectedResource(...createWebhookOp.requiring("ORG_WEBHOOK_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

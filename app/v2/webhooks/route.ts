// GET, POST /v2/webhooks
import { createWebhookOp, listWebhooksOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "WEBHOOK_READ", ...listWebhooksOp.doc }, listWebhooksOp.handle);
export const POST = protectedResource({ scope: "WEBHOOK_WRITE", ...createWebhookOp.doc }, createWebhookOp.handle);
export const OPTIONS = apiPreflight("GET", "POST");

// GET, POST /v2/webhooks
import { createWebhookOp, listWebhooksOp } from "@/lib/server/api/operations/webhooks";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listWebhooksOp.requiring("WEBHOOK_READ"));
export const POST = protectedResource(...createWebhookOp.requiring("WEBHOOK_WRITE"));
export const OPTIONS = apiPreflight("GET", "POST");

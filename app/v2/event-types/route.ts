// GET, POST /v2/event-types
import { createEventTypeOp, listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listEventTypesOp.requiring("EVENT_TYPE_READ"));
export const POST = protectedResource(...createEventTypeOp.requiring("EVENT_TYPE_WRITE"));
export const OPTIONS = apiPreflight("GET", "POST");

// GET, PATCH, DELETE /v2/event-types/:eventTypeId
import { deleteEventTypeOp, getEventTypeOp, updateEventTypeOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getEventTypeOp.requiring("EVENT_TYPE_READ"));
export const PATCH = protectedResource(...updateEventTypeOp.requiring("EVENT_TYPE_WRITE"));
export const DELETE = protectedResource(...deleteEventTypeOp.requiring("EVENT_TYPE_WRITE"));
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

// GET, PATCH, DELETE /v2/teams/:teamId/event-types/:eventTypeId
import { deleteEventTypeOp, getEventTypeOp, updateEventTypeOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getEventTypeOp.requiring("TEAM_EVENT_TYPE_READ"));
export const PATCH = protectedResource(...updateEventTypeOp.requiring("TEAM_EVENT_TYPE_WRITE", "ADMIN"));
export const DELETE = protectedResource(...deleteEventTypeOp.requiring("TEAM_EVENT_TYPE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

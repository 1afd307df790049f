// GET, PATCH, DELETE /v2/organizations/:orgId/event-types/:eventTypeId
import { deleteEventTypeOp, getEventTypeOp, updateEventTypeOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "ORG_EVENT_TYPE_READ", ...getEventTypeOp.doc }, getEventTypeOp.handle);
export const PATCH = protectedResource(
  { scope: "ORG_EVENT_TYPE_WRITE", role: "ADMIN", ...updateEventTypeOp.doc },
  updateEventTypeOp.handle,
);
export const DELETE = protectedResource(
  { scope: "ORG_EVENT_TYPE_WRITE", role: "ADMIN", ...deleteEventTypeOp.doc },
  deleteEventTypeOp.handle,
);
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

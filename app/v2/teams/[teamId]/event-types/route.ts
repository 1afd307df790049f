// GET, POST /v2/teams/:teamId/event-types
import { createEventTypeOp, listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "TEAM_EVENT_TYPE_READ", ...listEventTypesOp.doc },
  listEventTypesOp.handle,
);
export const POST = protectedResource(
  { scope: "TEAM_EVENT_TYPE_WRITE", role: "ADMIN", ...createEventTypeOp.doc },
  createEventTypeOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

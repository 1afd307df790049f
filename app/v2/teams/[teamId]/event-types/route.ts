// GET, POST /v2/teams/:teamId/event-types
import { createEventTypeOp, listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listEventTypesOp.requiring("TEAM_EVENT_TYPE_READ"));
export const POST = protectedResource(...createEventTypeOp.requiring("TEAM_EVENT_TYPE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

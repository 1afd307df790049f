// GET /v2/organizations/:orgId/event-types
import { listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listEventTypesOp.requiring("ORG_EVENT_TYPE_READ"));
export const OPTIONS = apiPreflight("GET");

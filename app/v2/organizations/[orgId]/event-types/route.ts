// GET /v2/organizations/:orgId/event-types
import { listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "ORG_EVENT_TYPE_READ", ...listEventTypesOp.doc },
  listEventTypesOp.handle,
);
export const OPTIONS = apiPreflight("GET");

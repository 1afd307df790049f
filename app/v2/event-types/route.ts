// GET, POST /v2/event-types
import { createEventTypeOp, listEventTypesOp } from "@/lib/server/api/operations/event-types";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "EVENT_TYPE_READ", ...listEventTypesOp.doc }, listEventTypesOp.handle);
export const POST = protectedResource(
  { scope: "EVENT_TYPE_WRITE", ...createEventTypeOp.doc },
  createEventTypeOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

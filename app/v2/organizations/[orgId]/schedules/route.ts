// GET /v2/organizations/:orgId/schedules
import { listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "ORG_SCHEDULE_READ", ...listSchedulesOp.doc }, listSchedulesOp.handle);
export const OPTIONS = apiPreflight("GET");

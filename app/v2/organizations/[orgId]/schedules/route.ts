// GET /v2/organizations/:orgId/schedules
import { listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listSchedulesOp.requiring("ORG_SCHEDULE_READ"));
export const OPTIONS = apiPreflight("GET");

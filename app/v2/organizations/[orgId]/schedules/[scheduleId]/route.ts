// GET, PATCH, DELETE /v2/organizations/:orgId/schedules/:scheduleId
import { deleteScheduleOp, getScheduleOp, updateScheduleOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getScheduleOp.requiring("ORG_SCHEDULE_READ"));
export const PATCH = protectedResource(...updateScheduleOp.requiring("ORG_SCHEDULE_WRITE", "ADMIN"));
export const DELETE = protectedResource(...deleteScheduleOp.requiring("ORG_SCHEDULE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

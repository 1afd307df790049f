// GET, PATCH, DELETE /v2/schedules/:scheduleId
import { deleteScheduleOp, getScheduleOp, updateScheduleOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getScheduleOp.requiring("SCHEDULE_READ"));
export const PATCH = protectedResource(...updateScheduleOp.requiring("SCHEDULE_WRITE"));
export const DELETE = protectedResource(...deleteScheduleOp.requiring("SCHEDULE_WRITE"));
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

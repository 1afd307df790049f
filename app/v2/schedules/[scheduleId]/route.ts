// GET, PATCH, DELETE /v2/schedules/:scheduleId
import { deleteScheduleOp, getScheduleOp, updateScheduleOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "SCHEDULE_READ", ...getScheduleOp.doc }, getScheduleOp.handle);
export const PATCH = protectedResource({ scope: "SCHEDULE_WRITE", ...updateScheduleOp.doc }, updateScheduleOp.handle);
export const DELETE = protectedResource({ scope: "SCHEDULE_WRITE", ...deleteScheduleOp.doc }, deleteScheduleOp.handle);
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

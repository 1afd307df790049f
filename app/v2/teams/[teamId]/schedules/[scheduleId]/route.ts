// GET, PATCH, DELETE /v2/teams/:teamId/schedules/:scheduleId
import { deleteScheduleOp, getScheduleOp, updateScheduleOp } from "@/lib/server/api-operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";

export const GET = protectedResource({ scope: "TEAM_SCHEDULE_READ", ...getScheduleOp.doc }, getScheduleOp.handle);
export const PATCH = protectedResource(
  { scope: "TEAM_SCHEDULE_WRITE", ...updateScheduleOp.doc },
  updateScheduleOp.handle,
);
export const DELETE = protectedResource(
  { scope: "TEAM_SCHEDULE_WRITE", ...deleteScheduleOp.doc },
  deleteScheduleOp.handle,
);
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

// GET, PATCH, DELETE /v2/teams/:teamId/schedules/:scheduleId
import { deleteScheduleOp, getScheduleOp, updateScheduleOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "TEAM_SCHEDULE_READ", ...getScheduleOp.doc }, getScheduleOp.handle);
export const PATCH = protectedResource(
  { scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN", ...updateScheduleOp.doc },
  updateScheduleOp.handle,
);
export const DELETE = protectedResource(
  { scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN", ...deleteScheduleOp.doc },
  deleteScheduleOp.handle,
);
export const OPTIONS = apiPreflight("GET", "PATCH", "DELETE");

// GET, POST /v2/organizations/:orgId/teams/:teamId/schedules
import { createScheduleOp, listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "TEAM_SCHEDULE_READ", ...listSchedulesOp.doc }, listSchedulesOp.handle);
export const POST = protectedResource(
  { scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN", ...createScheduleOp.doc },
  createScheduleOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

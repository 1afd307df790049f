// GET, POST /v2/teams/:teamId/schedules
import { createScheduleOp, listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listSchedulesOp.requiring("TEAM_SCHEDULE_READ"));
export const POST = protectedResource(...createScheduleOp.requiring("TEAM_SCHEDULE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

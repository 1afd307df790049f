// GET, POST /v2/schedules
import { createScheduleOp, listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listSchedulesOp.requiring("SCHEDULE_READ"));
export const POST = protectedResource(...createScheduleOp.requiring("SCHEDULE_WRITE"));
export const OPTIONS = apiPreflight("GET", "POST");

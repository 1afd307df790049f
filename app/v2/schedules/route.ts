// GET, POST /v2/schedules
import { createScheduleOp, listSchedulesOp } from "@/lib/server/api/operations/schedules";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "SCHEDULE_READ", ...listSchedulesOp.doc }, listSchedulesOp.handle);
export const POST = protectedResource({ scope: "SCHEDULE_WRITE", ...createScheduleOp.doc }, createScheduleOp.handle);
export const OPTIONS = apiPreflight("GET", "POST");

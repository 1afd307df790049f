// POST /v2/calendars/:calendarId/disconnect
import { disconnectCalendarOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...disconnectCalendarOp.requiring("APPS_WRITE"));
export const OPTIONS = apiPreflight("POST");

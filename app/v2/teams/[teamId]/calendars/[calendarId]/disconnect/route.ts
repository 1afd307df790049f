// POST /v2/teams/:teamId/calendars/:calendarId/disconnect
import { disconnectCalendarOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...disconnectCalendarOp.requiring("TEAM_APPS_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");

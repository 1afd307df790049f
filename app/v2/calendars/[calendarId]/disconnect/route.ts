// POST /v2/calendars/:calendarId/disconnect
import { disconnectCalendarOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "APPS_WRITE", ...disconnectCalendarOp.doc },
  disconnectCalendarOp.handle,
);
export const OPTIONS = apiPreflight("POST");

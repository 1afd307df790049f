// GET /v2/calendars
import { listCalendarsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listCalendarsOp.requiring("APPS_READ"));
export const OPTIONS = apiPreflight("GET");

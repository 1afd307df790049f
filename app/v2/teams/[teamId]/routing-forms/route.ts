// GET, POST /v2/teams/:teamId/routing-forms
import { createRoutingFormOp, listRoutingFormsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listRoutingFormsOp.requiring("TEAM_ROUTING_FORM_READ"));
export const POST = protectedResource(...createRoutingFormOp.requiring("TEAM_ROUTING_FORM_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

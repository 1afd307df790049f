// GET, POST /v2/organizations/:orgId/teams/:teamId/routing-forms
import { createRoutingFormOp, listRoutingFormsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "TEAM_ROUTING_FORM_READ", ...listRoutingFormsOp.doc },
  listRoutingFormsOp.handle,
);
export const POST = protectedResource(
  { scope: "TEAM_ROUTING_FORM_WRITE", role: "ADMIN", ...createRoutingFormOp.doc },
  createRoutingFormOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

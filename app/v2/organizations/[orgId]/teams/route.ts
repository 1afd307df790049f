// GET, POST /v2/organizations/:orgId/teams
import { createOrganizationTeamOp, listOrganizationTeamsOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "ORG_PROFILE_READ", ...listOrganizationTeamsOp.doc },
  listOrganizationTeamsOp.handle,
);
export const POST = protectedResource(
  { scope: "ORG_PROFILE_WRITE", role: "ADMIN", ...createOrganizationTeamOp.doc },
  createOrganizationTeamOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

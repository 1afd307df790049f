// GET, POST /v2/organizations/:orgId/teams
import { createOrganizationTeamOp, listOrganizationTeamsOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listOrganizationTeamsOp.requiring("ORG_PROFILE_READ"));
export const POST = protectedResource(...createOrganizationTeamOp.requiring("ORG_PROFILE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

// GET, PATCH /v2/organizations/:orgId/teams/:teamId
import { getTeamOp, updateTeamOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "TEAM_PROFILE_READ", ...getTeamOp.doc }, getTeamOp.handle);
export const PATCH = protectedResource(
  { scope: "TEAM_PROFILE_WRITE", role: "ADMIN", ...updateTeamOp.doc },
  updateTeamOp.handle,
);
export const OPTIONS = apiPreflight("GET", "PATCH");

// GET, PATCH /v2/teams/:teamId
import { getTeamOp, updateTeamOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getTeamOp.requiring("TEAM_PROFILE_READ"));
export const PATCH = protectedResource(...updateTeamOp.requiring("TEAM_PROFILE_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "PATCH");

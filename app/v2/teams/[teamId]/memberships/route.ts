// GET, POST /v2/teams/:teamId/memberships
import { addMembershipOp, listMembershipsOp } from "@/lib/server/api-operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";

export const GET = protectedResource(
  { scope: "TEAM_MEMBERSHIP_READ", ...listMembershipsOp.doc },
  listMembershipsOp.handle,
);
export const POST = protectedResource(
  { scope: "TEAM_MEMBERSHIP_WRITE", ...addMembershipOp.doc },
  addMembershipOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

// GET, POST /v2/organizations/:orgId/memberships
import { addMembershipOp, listMembershipsOp } from "@/lib/server/api-operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";

export const GET = protectedResource(
  { scope: "ORG_MEMBERSHIP_READ", ...listMembershipsOp.doc },
  listMembershipsOp.handle,
);
export const POST = protectedResource(
  { scope: "ORG_MEMBERSHIP_WRITE", ...addMembershipOp.doc },
  addMembershipOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

// GET, POST /v2/organizations/:orgId/memberships (POST invites: membership only by the invitee accepting)
import { inviteMemberOp } from "@/lib/server/api/operations/invitations";
import { listMembershipsOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "ORG_MEMBERSHIP_READ", ...listMembershipsOp.doc },
  listMembershipsOp.handle,
);
export const POST = protectedResource(
  { scope: "ORG_MEMBERSHIP_WRITE", role: "ADMIN", ...inviteMemberOp.doc },
  inviteMemberOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

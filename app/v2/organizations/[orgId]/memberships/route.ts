// GET, POST /v2/organizations/:orgId/memberships (POST invites: membership only by the invitee accepting)
import { inviteMemberOp } from "@/lib/server/api/operations/invitations";
import { listMembershipsOp } from "@/lib/server/api/operations/teams";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listMembershipsOp.requiring("ORG_MEMBERSHIP_READ"));
export const POST = protectedResource(...inviteMemberOp.requiring("ORG_MEMBERSHIP_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

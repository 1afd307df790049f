// GET /v2/me/invitations - the invitations waiting for the authorized user
import { listMyInvitationsOp } from "@/lib/server/api/operations/invitations";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "PROFILE_READ", ...listMyInvitationsOp.doc }, listMyInvitationsOp.handle);
export const OPTIONS = apiPreflight("GET");

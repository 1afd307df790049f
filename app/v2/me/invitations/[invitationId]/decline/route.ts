// POST /v2/me/invitations/:invitationId/decline - refuse an invitation (it is removed)
import { declineMyInvitationOp } from "@/lib/server/api/operations/invitations";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...declineMyInvitationOp.requiring("PROFILE_WRITE"));
export const OPTIONS = apiPreflight("POST");

// POST /v2/me/invitations/:invitationId/accept - join the team or organization that invited the user
import { acceptMyInvitationOp } from "@/lib/server/api/operations/invitations";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...acceptMyInvitationOp.requiring("PROFILE_WRITE"));
export const OPTIONS = apiPreflight("POST");

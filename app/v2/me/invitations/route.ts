// GET /v2/me/invitations - the invitations waiting for the authorized user
import { listMyInvitationsOp } from "@/lib/server/api/operations/invitations";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listMyInvitationsOp.requiring("PROFILE_READ"));
export const OPTIONS = apiPreflight("GET");

// GET, POST /v2/teams/:teamId/verified-resources/emails
import { addVerifiedEmailOp, listVerifiedEmailsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listVerifiedEmailsOp.requiring("TEAM_VERIFIED_RESOURCES_READ"));
export const POST = protectedResource(...addVerifiedEmailOp.requiring("TEAM_VERIFIED_RESOURCES_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");

// GET, POST /v2/teams/:teamId/verified-resources/emails
import { addVerifiedEmailOp, listVerifiedEmailsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "TEAM_VERIFIED_RESOURCES_READ", ...listVerifiedEmailsOp.doc },
  listVerifiedEmailsOp.handle,
);
export const POST = protectedResource(
  { scope: "TEAM_VERIFIED_RESOURCES_WRITE", role: "ADMIN", ...addVerifiedEmailOp.doc },
  addVerifiedEmailOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");

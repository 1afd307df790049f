// GET, POST /v2/verified-resources/emails
import { addVerifiedEmailOp, listVerifiedEmailsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listVerifiedEmailsOp.requiring("VERIFIED_RESOURCES_READ"));
export const POST = protectedResource(...addVerifiedEmailOp.requiring("VERIFIED_RESOURCES_WRITE"));
export const OPTIONS = apiPreflight("GET", "POST");

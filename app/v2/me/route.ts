// GET, PATCH /v2/me - spec s4.3: the authorized user's profile (RFC 6750 bearer token)
import { getProfileOp, updateProfileOp } from "@/lib/server/api/operations/profile";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getProfileOp.requiring("PROFILE_READ"));
export const PATCH = protectedResource(...updateProfileOp.requiring("PROFILE_WRITE"));
export const OPTIONS = apiPreflight("GET", "PATCH");

// GET /v2/me - spec s4.3; RFC 6750 (bearer token, PROFILE_READ for scoped tokens)
import { findApiProfile } from "@/lib/db/oauth/find-api-profile";
import { authorizeBearerRequest } from "@/lib/oauth/bearer-access";
import { InvalidTokenError } from "@/lib/oauth/errors";
import { CORS_HEADERS, corsPreflight } from "@/lib/server/http/cors";
import { resourceErrorResponse } from "@/lib/server/http/oauth-responses";
import { bearerAccessDeps } from "@/lib/server/oauth";

export async function GET(request: Request): Promise<Response> {
  const result = await authorizeBearerRequest(await bearerAccessDeps(), {
    authorizationHeader: request.headers.get("authorization"),
    requiredScope: "PROFILE_READ",
  });
  if (!result.ok) return withCors(resourceErrorResponse(result.error));
  const profile = await findApiProfile(result.access.userId);
  // The user was deleted after the token was issued.
  if (!profile) return withCors(resourceErrorResponse(new InvalidTokenError("the access token has been revoked")));
  return Response.json({ status: "success", data: profile }, { headers: { ...CORS_HEADERS, "Cache-Control": "no-store" } });
}

function withCors(response: Response): Response {
  for (const [k, v] of Object.entries(CORS_HEADERS)) response.headers.set(k, v);
  return response;
}

export const OPTIONS = corsPreflight("GET");

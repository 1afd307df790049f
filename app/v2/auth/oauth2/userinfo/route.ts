// GET, POST /v2/auth/oauth2/userinfo - OpenID Connect Core s5.3; errors RFC 6750 s3
import { answerUserInfo } from "@/lib/oauth/oidc/userinfo";
import { API_HEADERS, corsPreflight } from "@/lib/server/http/cors";
import { apiFaultResponse } from "@/lib/server/http/unavailable-responses";
import { userInfoDeps } from "@/lib/server/roots/oauth";

async function userInfo(request: Request): Promise<Response> {
  const headers = { ...API_HEADERS, "Cache-Control": "no-store" };
  try {
    const result = await answerUserInfo(await userInfoDeps(), request.headers.get("authorization"));
    if (result.ok) return Response.json(result.claims, { headers });
    const { error } = result;
    return Response.json(error.toJSON(), {
      status: error.status,
      headers: { ...headers, "WWW-Authenticate": error.wwwAuthenticate() },
    });
  } catch (error) {
    return apiFaultResponse(error, `${request.method} /v2/auth/oauth2/userinfo`);
  }
}

export const GET = userInfo;
export const POST = userInfo;
export const OPTIONS = corsPreflight("GET, POST");

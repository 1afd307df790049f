// POST /v2/auth/oauth2/token - RFC 6749 s4.1.3, s6; RFC 7636 s4.5; spec s4.2
import { handleTokenRequest } from "@/lib/oauth/token-grants/token-endpoint";
import { CORS_HEADERS, corsPreflight } from "@/lib/server/http/cors";
import { readFormOrJson } from "@/lib/server/http/read-form-or-json";
import { oauthErrorResponse, tokenJson } from "@/lib/server/http/oauth-responses";
import { tokenEndpointDeps } from "@/lib/server/oauth";

export async function POST(request: Request): Promise<Response> {
  try {
    const params = await readFormOrJson(request);
    const result = await handleTokenRequest(await tokenEndpointDeps(), {
      params,
      authorizationHeader: request.headers.get("authorization"),
    });
    return tokenJson(result, 200, CORS_HEADERS);
  } catch (error) {
    const response = oauthErrorResponse(error);
    for (const [k, v] of Object.entries(CORS_HEADERS)) response.headers.set(k, v);
    return response;
  }
}

export const OPTIONS = corsPreflight("POST");

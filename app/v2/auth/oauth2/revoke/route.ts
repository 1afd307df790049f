// POST /v2/auth/oauth2/revoke - RFC 7009 token revocation
import { revokeToken } from "@/lib/oauth/revocation/revoke-token";
import { corsPreflight } from "@/lib/server/http/cors";
import { clientAuthenticatedEndpoint } from "@/lib/server/http/client-authenticated-endpoint";
import { NO_STORE } from "@/lib/server/http/oauth-responses";
import { tokenInspectionDeps } from "@/lib/server/roots/oauth";

export async function POST(request: Request): Promise<Response> {
  return clientAuthenticatedEndpoint(request, async (params) => {
    await revokeToken(await tokenInspectionDeps(), {
      params,
      authorizationHeader: request.headers.get("authorization"),
    });
    // RFC 7009 s2.2: 200 whether or not there was anything to revoke.
    return new Response(null, { status: 200, headers: NO_STORE });
  });
}

export const OPTIONS = corsPreflight("POST");

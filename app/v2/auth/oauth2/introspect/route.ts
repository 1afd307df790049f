// POST /v2/auth/oauth2/introspect - RFC 7662 token introspection
import { introspectToken } from "@/lib/oauth/introspection/introspect-token";
import { corsPreflight } from "@/lib/server/http/cors";
import { clientAuthenticatedEndpoint } from "@/lib/server/http/client-authenticated-endpoint";
import { tokenJson } from "@/lib/server/http/oauth-responses";
import { tokenInspectionDeps } from "@/lib/server/roots/oauth";

export async function POST(request: Request): Promise<Response> {
  return clientAuthenticatedEndpoint(request, async (params) => {
    return tokenJson(
      await introspectToken(await tokenInspectionDeps(), {
        params,
        authorizationHeader: request.headers.get("authorization"),
      }),
    );
  });
}

export const OPTIONS = corsPreflight("POST");

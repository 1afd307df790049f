// POST /v2/auth/oauth2/par - RFC 9126 s2 pushed authorization requests
import { pushAuthorizationRequest } from "@/lib/oauth/par/push-authorization-request";
import { corsPreflight } from "@/lib/server/http/cors";
import { clientAuthenticatedEndpoint } from "@/lib/server/http/client-authenticated-endpoint";
import { tokenJson } from "@/lib/server/http/oauth-responses";
import { pushedRequestDeps } from "@/lib/server/roots/oauth";

export async function POST(request: Request): Promise<Response> {
  return clientAuthenticatedEndpoint(request, async (params) => {
    const pushed = await pushAuthorizationRequest(await pushedRequestDeps(), {
      params,
      authorizationHeader: request.headers.get("authorization"),
    });
    // RFC 9126 s2.2: 201 Created, never cached.
    return tokenJson(pushed, 201);
  });
}

export const OPTIONS = corsPreflight("POST");

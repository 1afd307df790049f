// POST /v2/auth/oauth2/token - RFC 6749 s4.1.3, s6; RFC 7636 s4.5; RFC 9449 s5; spec s4.2
import { corsPreflight } from "@/lib/server/http/cors";
import { clientAuthenticatedEndpoint } from "@/lib/server/http/client-authenticated-endpoint";
import { dpopOf } from "@/lib/server/http/dpop-request";
import { tokenJson } from "@/lib/server/http/oauth-responses";
import { noteRateLimitedTokenRequest, observedTokenRequest } from "@/lib/server/observed-oauth/observed-token-request";

export async function POST(request: Request): Promise<Response> {
  return clientAuthenticatedEndpoint(
    request,
    async (params) => {
      const result = await observedTokenRequest({
        params,
        authorizationHeader: request.headers.get("authorization"),
        ...dpopOf(request),
      });
      return tokenJson(result);
    },
    noteRateLimitedTokenRequest,
  );
}

export const OPTIONS = corsPreflight("POST");

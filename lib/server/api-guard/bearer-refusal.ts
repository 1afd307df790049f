// RFC 6750 s3: a refused bearer request is a 401 or 403 with a Bearer challenge naming the
// resource's metadata; a 403 for scope names the scope required and the scopes the token holds.
import { InsufficientScopeError, type ResourceError, UseDpopNonceResourceError } from "@/lib/oauth/errors";
import { bearerChallenge } from "@/lib/oauth/resource/bearer-challenge";
import { protectedResourceMetadataUrl } from "@/lib/oauth/resource/protected-resource-metadata";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { apiError } from "@/lib/server/api/responses";
import { apiResource } from "../roots/oauth";

export function bearerRefusal(
  error: ResourceError,
  access?: { scopes: readonly Scope[]; legacyUnrestricted: boolean },
  requiredScope: Scope | null = null,
): Response {
  const response = apiError(error.status, error.code ?? "unauthorized", error.description);
  response.headers.set(
    "WWW-Authenticate",
    bearerChallenge(error, {
      resourceMetadataUrl: protectedResourceMetadataUrl(apiResource()),
      requiredScope,
      ...(access ? { heldScopes: access.scopes } : {}),
    }),
  );
  if (error instanceof UseDpopNonceResourceError) response.headers.set("DPoP-Nonce", error.dpopNonce);
  if (!(error instanceof InsufficientScopeError)) return response;
  return Response.json(
    {
      status: "error",
      error: {
        code: error.code,
        message: error.description,
        requiredScope: error.requiredScope,
        tokenScopes: access?.scopes ?? [],
      },
    },
    { status: 403, headers: response.headers },
  );
}

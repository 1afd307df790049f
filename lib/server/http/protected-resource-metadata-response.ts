// The RFC 9728 metadata document of the API, as both well-known URIs serve it (the bare one for
// clients that probe the origin, the path-suffixed one the API's challenges name).
import { protectedResourceMetadata } from "@/lib/oauth/resource/protected-resource-metadata";
import { getConfig } from "../roots/config";
import { apiResource, issuer } from "../roots/oauth";

export function protectedResourceMetadataResponse(): Response {
  return Response.json(
    protectedResourceMetadata(apiResource(), { issuer: issuer(), documentationUrl: `${getConfig().baseUrl}/docs/api` }),
    { headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" } },
  );
}

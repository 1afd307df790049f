// The RFC 9728 metadata document of the API, as both well-known URIs serve it (the bare one for
// clients that probe the origin, the path-suffixed one the API's challenges name).
import {
  type ProtectedResourceMetadata,
  protectedResourceMetadata,
} from "@/lib/oauth/resource/protected-resource-metadata";
import { getConfig } from "../roots/config";
import { apiResource, issuer } from "../roots/oauth";

/** The document itself (the API reference shows it as the example answer). */
export function protectedResourceMetadataDocument(): ProtectedResourceMetadata {
  return protectedResourceMetadata(apiResource(), {
    issuer: issuer(),
    documentationUrl: `${getConfig().baseUrl}/docs/api`,
  });
}

export function protectedResourceMetadataResponse(): Response {
  return Response.json(protectedResourceMetadataDocument(), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}

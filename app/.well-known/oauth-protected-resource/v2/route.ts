// GET /.well-known/oauth-protected-resource/v2 - RFC 9728 s3.1: the same metadata at the URI
// derived from the API's identifier (`{BASE_URL}/v2`), the one every 401 and 403 of /v2 names
import { protectedResourceMetadataResponse } from "@/lib/server/http/protected-resource-metadata-response";

export function GET(): Response {
  return protectedResourceMetadataResponse();
}

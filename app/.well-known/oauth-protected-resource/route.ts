// GET /.well-known/oauth-protected-resource - RFC 9728 s3: the API's protected-resource metadata
import { protectedResourceMetadataResponse } from "@/lib/server/http/protected-resource-metadata-response";

export function GET(): Response {
  return protectedResourceMetadataResponse();
}

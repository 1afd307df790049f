// GET /.well-known/oauth-authorization-server - RFC 8414 authorization server metadata
import { authorizationServerMetadata } from "@/lib/server/http/authorization-server-metadata";

export function GET(): Response {
  return Response.json(authorizationServerMetadata(), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}

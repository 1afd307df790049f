// GET, HEAD /.well-known/api-catalog - RFC 9727: the linkset of what we publish for programs (the
// API, its OpenAPI document, its docs, its OAuth metadata); HEAD answers the catalog's own Link.
import { agentDocumentResponse, apiCatalogLink } from "@/lib/server/agent-surface/responses";
import { apiCatalogDocument } from "@/lib/server/agent-surface/documents";

export async function GET(request: Request): Promise<Response> {
  return agentDocumentResponse(request, await apiCatalogDocument());
}

export async function HEAD(request: Request): Promise<Response> {
  const response = agentDocumentResponse(request, await apiCatalogDocument());
  response.headers.set("Link", apiCatalogLink());
  return new Response(null, { status: response.status, headers: response.headers });
}

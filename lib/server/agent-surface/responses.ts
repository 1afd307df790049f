// How the agent surface's machine documents are answered: as every built document (ETag, public
// cache lifetime, 304), readable from any origin (a browser agent fetches them cross-origin).
import { type BuiltDocument, documentResponse } from "../http/built-document";
import { getConfig } from "../roots/config";
import { API_CATALOG_PATH } from "./api-catalog";

export function agentDocumentResponse(request: Request, document: BuiltDocument): Response {
  const response = documentResponse(request, document);
  response.headers.set("Access-Control-Allow-Origin", "*");
  return response;
}

/** RFC 9727 s2: the link relation that names the catalog, for HEAD and for the API's documents. */
export function apiCatalogLink(): string {
  return `<${getConfig().baseUrl}${API_CATALOG_PATH}>; rel="api-catalog"`;
}

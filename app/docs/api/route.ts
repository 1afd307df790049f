// GET /docs/api - the API reference, one HTML document for everyone (no sign-in), built once per
// process and served with an ETag and a public cache lifetime.
import { API_ROUTES } from "@/app/v2/api-routes";
import { apiReferencePage } from "@/lib/server/api/documents";
import { documentResponse } from "@/lib/server/http/built-document";

export async function GET(request: Request): Promise<Response> {
  return documentResponse(request, await apiReferencePage(API_ROUTES));
}

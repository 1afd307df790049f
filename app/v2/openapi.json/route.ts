// GET /v2/openapi.json - the API's OpenAPI 3.1 document, generated from the routes' declarations
// and the operations' zod schemas (public); built once per process, served with an ETag and a
// public cache lifetime (304 to a matching If-None-Match).
import { openApiJson } from "@/lib/server/api/documents";
import type { GuardedHandler } from "@/lib/server/api/operation-types";
import { documentResponse } from "@/lib/server/http/built-document";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";
import { OPERATION_ROUTES } from "../operation-routes";

export const GET: GuardedHandler = protectedResource(
  { scope: "public", summary: "This OpenAPI 3.1 document", publicDocument: true },
  async ({ request }) =>
    documentResponse(request, await openApiJson([...OPERATION_ROUTES, { path: "/v2/openapi.json", module: { GET } }])),
);

export const OPTIONS = apiPreflight("GET");

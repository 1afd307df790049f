// GET /v2/openapi.json - the API's OpenAPI 3.1 document, generated from the policy table and the
// operations' zod schemas (public)
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";

export const GET = protectedResource({ scope: "public", summary: "This OpenAPI 3.1 document" }, async () => {
  // Loaded at request time: the route list imports this module too.
  const [{ apiOpenApiDocument }, { API_ROUTES }] = await Promise.all([
    import("@/lib/server/api-openapi"),
    import("../api-routes"),
  ]);
  return Response.json(apiOpenApiDocument(API_ROUTES));
});

export const OPTIONS = apiPreflight("GET");

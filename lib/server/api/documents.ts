// The API's anonymous documents, each built once per process (they depend only on the code and
// the configuration): the OpenAPI document and the reference page rendered from it.
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import type { RouteModule } from "@/lib/server/api/policy";
import { apiReference } from "@/lib/server/api/reference";
import { apiReferenceHtml, apiReferencePolicy } from "@/lib/server/api/reference-html";
import { type BuiltDocument, builtOnce } from "@/lib/server/http/built-document";

type Routes = readonly { path: string; module: RouteModule }[];

export function openApiJson(routes: Routes): Promise<BuiltDocument> {
  return builtOnce("openapi.json", async () => ({
    body: JSON.stringify(apiOpenApiDocument(routes)),
    contentType: "application/json",
  }));
}

export function apiReferencePage(routes: Routes): Promise<BuiltDocument> {
  return builtOnce("docs/api", async () => ({
    body: apiReferenceHtml(apiReference(JSON.parse((await openApiJson(routes)).body))),
    contentType: "text/html; charset=utf-8",
    policy: apiReferencePolicy(),
  }));
}

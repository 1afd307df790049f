// The API's anonymous documents, each built once per process (they depend only on the code and
// the configuration): the OpenAPI document and the reference page rendered from it, its examples
// filled with the seeded demo data and the discovery documents this deployment serves.
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import type { RouteModule } from "@/lib/server/api/policy";
import { apiReference } from "@/lib/server/api/reference";
import { apiReferenceHtml, apiReferencePolicy } from "@/lib/server/api/reference-html";
import { type BuiltDocument, builtOnce } from "@/lib/server/http/built-document";
import { exampleValues } from "@/lib/server/roots/demo-examples";
import { apiCatalogDocument } from "@/lib/server/agent-surface/documents";
import { authorizationServerMetadata } from "@/lib/server/http/authorization-server-metadata";
import { openIdProviderMetadata } from "@/lib/server/http/openid-provider-metadata";
import { protectedResourceMetadataDocument } from "@/lib/server/http/protected-resource-metadata-response";

type Routes = readonly { path: string; module: RouteModule }[];

export function openApiJson(routes: Routes): Promise<BuiltDocument> {
  return builtOnce("openapi.json", async () => ({
    body: JSON.stringify(apiOpenApiDocument(routes)),
    contentType: "application/json",
  }));
}

/** The discovery documents as this deployment serves them: their examples are the real thing. */
async function discoveryAnswers(): Promise<Record<string, unknown>> {
  const authorizationServer = authorizationServerMetadata();
  const resource = protectedResourceMetadataDocument();
  return {
    "GET /.well-known/oauth-authorization-server": authorizationServer,
    "GET /.well-known/openid-configuration": openIdProviderMetadata(authorizationServer),
    "GET /.well-known/oauth-protected-resource": resource,
    "GET /.well-known/oauth-protected-resource/v2": resource,
    "GET /.well-known/api-catalog": JSON.parse((await apiCatalogDocument()).body),
  };
}

export function apiReferencePage(routes: Routes): Promise<BuiltDocument> {
  return builtOnce("docs/api", async () => {
    const demo = exampleValues();
    const values = { ...demo, answers: { ...demo.answers, ...(await discoveryAnswers()) } };
    return {
      body: apiReferenceHtml(apiReference(JSON.parse((await openApiJson(routes)).body), values)),
      contentType: "text/html; charset=utf-8",
      policy: apiReferencePolicy(),
    };
  });
}

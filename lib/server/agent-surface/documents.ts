// The agent surface's documents, each built once per process from the configuration (the same
// for every caller): the API catalog, llms.txt and the agent quickstart page.
import { protectedResourceMetadataUrl } from "@/lib/oauth/resource/protected-resource-metadata";
import { type BuiltDocument, builtOnce } from "../http/built-document";
import { getConfig } from "../roots/config";
import { apiResource, issuer } from "../roots/oauth";
import { API_CATALOG_CONTENT_TYPE, type CatalogPlaces, apiCatalog } from "./api-catalog";
import { agentQuickstartHtml, agentQuickstartPolicy } from "./agent-quickstart-html";
import { llmsTxt } from "./llms-txt";

function places(): CatalogPlaces {
  const api = apiResource();
  return {
    baseUrl: getConfig().baseUrl,
    apiIdentifier: api.identifier,
    resourceMetadataUrl: protectedResourceMetadataUrl(api),
    issuer: issuer(),
  };
}

export function apiCatalogDocument(): Promise<BuiltDocument> {
  return builtOnce("api-catalog", async () => ({
    body: JSON.stringify(apiCatalog(places())),
    contentType: API_CATALOG_CONTENT_TYPE,
  }));
}

export function llmsTxtDocument(): Promise<BuiltDocument> {
  return builtOnce("llms.txt", async () => ({ body: llmsTxt(places()), contentType: "text/plain; charset=utf-8" }));
}

export function agentQuickstartDocument(): Promise<BuiltDocument> {
  return builtOnce("docs/agent-quickstart", async () => ({
    body: agentQuickstartHtml(places()),
    contentType: "text/html; charset=utf-8",
    policy: agentQuickstartPolicy(),
  }));
}

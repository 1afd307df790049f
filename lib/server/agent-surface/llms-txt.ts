// /llms.txt (llmstxt.org): the API in plain Markdown for a language model - what it is, how to
// authorize, where the reference is - with this deployment's addresses.
import { AGENT_SURFACE_WORDS as W } from "@/lib/ui-words/agent-surface";
import { API_VERSION } from "../api/api-version";
import { API_CATALOG_PATH, type CatalogPlaces } from "./api-catalog";

const link = (title: string, href: string, note?: string) => `- [${title}](${href})${note ? `: ${note}` : ""}`;

export function llmsTxt(places: CatalogPlaces): string {
  const { baseUrl, apiIdentifier, issuer, resourceMetadataUrl } = places;
  return [
    `# ${W.title}`,
    "",
    `> ${W.summary}`,
    "",
    `API base: ${apiIdentifier} (resource identifier for RFC 8707 \`resource\`; version ${API_VERSION}).`,
    "",
    ...W.facts.map((fact) => `- ${fact}`),
    "",
    `## ${W.authorizeHeading}`,
    "",
    link(W.links.quickstart, `${baseUrl}/docs/agent-quickstart`),
    link(W.links.resourceMetadata, resourceMetadataUrl),
    link(W.links.serverMetadata, `${issuer}/.well-known/oauth-authorization-server`),
    "",
    `## ${W.referenceHeading}`,
    "",
    link(W.links.openapi, `${baseUrl}/v2/openapi.json`),
    link(W.links.reference, `${baseUrl}/docs/api`),
    "",
    `## ${W.optionalHeading}`,
    "",
    link(W.links.catalog, `${baseUrl}${API_CATALOG_PATH}`),
    link(W.links.versioning, `${baseUrl}/docs/agent-quickstart#versions`),
    "",
  ].join("\n");
}

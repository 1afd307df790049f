// RFC 9727: the API catalog, a linkset (RFC 9264, application/linkset+json) at
// /.well-known/api-catalog that lists what we publish for programs that start from our origin:
// the API itself (anchor: its resource identifier), its OpenAPI description (service-desc), the
// human and agent documentation (service-doc), the OAuth metadata a client needs before its
// first call (service-meta).
import { API_VERSION } from "../api/api-version";

/** RFC 9727 s4.1: the profile every api-catalog linkset names. */
export const API_CATALOG_PROFILE = "https://www.rfc-editor.org/info/rfc9727";
export const API_CATALOG_CONTENT_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;
export const API_CATALOG_PATH = "/.well-known/api-catalog";

interface Target {
  readonly href: string;
  readonly type: string;
  readonly title?: string;
}

export interface ApiCatalog {
  readonly linkset: ReadonlyArray<Record<string, string | readonly Target[]>>;
}

export interface CatalogPlaces {
  /** Where the API and the token endpoint are served (BASE_URL). */
  readonly baseUrl: string;
  /** The API's resource identifier (RFC 8707), e.g. `${baseUrl}/v2`. */
  readonly apiIdentifier: string;
  /** Where the protected-resource metadata of the API is (RFC 9728 s3.1). */
  readonly resourceMetadataUrl: string;
  /** The authorization server's issuer (AUTH_URL): its RFC 8414 and OpenID metadata live there. */
  readonly issuer: string;
}

export function apiCatalog(places: CatalogPlaces): ApiCatalog {
  const { baseUrl, apiIdentifier, issuer } = places;
  return {
    linkset: [
      {
        anchor: `${baseUrl}${API_CATALOG_PATH}`,
        item: [{ href: apiIdentifier, type: "application/json", title: `Scheduling API ${API_VERSION}` }],
      },
      {
        anchor: apiIdentifier,
        "service-desc": [{ href: `${baseUrl}/v2/openapi.json`, type: "application/vnd.oai.openapi+json;version=3.1" }],
        "service-doc": [
          { href: `${baseUrl}/docs/api`, type: "text/html", title: "API reference" },
          { href: `${baseUrl}/docs/agent-quickstart`, type: "text/html", title: "Agent quickstart" },
          { href: `${baseUrl}/llms.txt`, type: "text/plain", title: "The API for language models" },
        ],
        "service-meta": [
          { href: places.resourceMetadataUrl, type: "application/json", title: "OAuth protected resource metadata" },
          {
            href: `${issuer}/.well-known/oauth-authorization-server`,
            type: "application/json",
            title: "OAuth authorization server metadata",
          },
          {
            href: `${issuer}/.well-known/openid-configuration`,
            type: "application/json",
            title: "OpenID configuration",
          },
        ],
      },
    ],
  };
}

// RFC 9728 s2/s3: the API describes itself to a client that starts from nothing but its URL -
// which resource it is, which authorization server issues its tokens, which scopes it accepts.
import { DPOP_SIGNING_ALGS } from "../dpop/dpop-proof";
import { SCOPES } from "../scope-catalogue";
import type { ApiResource } from "./api-resource";

export interface ProtectedResourceMetadata {
  resource: string;
  authorization_servers: string[];
  scopes_supported: string[];
  bearer_methods_supported: ["header"];
  /** RFC 9728 s2: the algorithms a DPoP proof may use (RFC 9449). */
  dpop_signing_alg_values_supported: string[];
  /** RFC 9728 s2: false: Bearer tokens are accepted too (a DPoP-bound token only with its proof). */
  dpop_bound_access_tokens_required: false;
  resource_documentation: string;
  resource_name: string;
}

/** Where a client finds the metadata of `api` (RFC 9728 s3.1: the path-suffixed well-known URI). */
export function protectedResourceMetadataUrl(api: ApiResource): string {
  const url = new URL(api.identifier);
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/+$/, "");
  return `${url.origin}/.well-known/oauth-protected-resource${path}`;
}

export function protectedResourceMetadata(
  api: ApiResource,
  options: { issuer: string; documentationUrl: string },
): ProtectedResourceMetadata {
  return {
    resource: api.identifier,
    authorization_servers: [options.issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    dpop_signing_alg_values_supported: [...DPOP_SIGNING_ALGS],
    dpop_bound_access_tokens_required: false,
    resource_documentation: options.documentationUrl,
    resource_name: "Scheduling API v2",
  };
}

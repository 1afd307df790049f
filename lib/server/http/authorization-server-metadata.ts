// RFC 8414 authorization server metadata: what /.well-known/oauth-authorization-server serves
// (and the OpenID Provider metadata builds on), and what the API reference shows as its example.
import { SCHEDULING_DETAIL_TYPE } from "@/lib/oauth/authorization-details/scheduling-actions";
import { ASSERTION_ALGS } from "@/lib/oauth/client-assertion/assertion-algorithms";
import { DPOP_SIGNING_ALGS } from "@/lib/oauth/dpop/dpop-proof";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { getConfig } from "../roots/config";

export function authorizationServerMetadata(): Record<string, unknown> {
  const { authUrl, baseUrl } = getConfig();
  return {
    issuer: authUrl,
    authorization_endpoint: `${authUrl}/auth/oauth2/authorize`,
    token_endpoint: `${baseUrl}/v2/auth/oauth2/token`,
    jwks_uri: `${authUrl}/.well-known/jwks.json`,
    scopes_supported: SCOPES,
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "private_key_jwt", "none"],
    token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGS,
    revocation_endpoint: `${baseUrl}/v2/auth/oauth2/revoke`,
    revocation_endpoint_auth_methods_supported: [
      "client_secret_basic",
      "client_secret_post",
      "private_key_jwt",
      "none",
    ],
    revocation_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGS,
    introspection_endpoint: `${baseUrl}/v2/auth/oauth2/introspect`,
    // Resource servers introspect as confidential clients.
    introspection_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "private_key_jwt"],
    introspection_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGS,
    code_challenge_methods_supported: ["S256"],
    // RFC 9126 s5: any client may push; a client may register that it must (its own metadata).
    pushed_authorization_request_endpoint: `${baseUrl}/v2/auth/oauth2/par`,
    require_pushed_authorization_requests: false,
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${authUrl}/settings/developer/oauth`,
    // An https URL as client_id names the client's metadata document (reviewed before use).
    client_id_metadata_document_supported: true,
    // RFC 9449 s5.1: tokens bound to a key the client proves with each request.
    dpop_signing_alg_values_supported: [...DPOP_SIGNING_ALGS],
    // RFC 9396 s10: the authorization_details types this server understands.
    authorization_details_types_supported: [SCHEDULING_DETAIL_TYPE],
  };
}

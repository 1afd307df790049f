// OpenID Provider metadata (OpenID Connect Discovery 1.0 s3): the RFC 8414 document, member for
// member (same issuer and endpoints), plus what OpenID Connect adds. Built from that document, so
// the two can never disagree.
import { ID_TOKEN_CLAIMS } from "@/lib/oauth/oidc/id-token";
import { USERINFO_PROFILE_CLAIMS } from "@/lib/oauth/oidc/userinfo";
import { getConfig } from "../roots/config";

export const USERINFO_PATH = "/v2/auth/oauth2/userinfo";
export const END_SESSION_PATH = "/auth/oauth2/logout";

export function openIdProviderMetadata(authorizationServer: Record<string, unknown>): Record<string, unknown> {
  const { authUrl, baseUrl } = getConfig();
  return {
    ...authorizationServer,
    userinfo_endpoint: `${baseUrl}${USERINFO_PATH}`,
    end_session_endpoint: `${authUrl}${END_SESSION_PATH}`,
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["ES256"],
    claims_supported: [...new Set([...ID_TOKEN_CLAIMS, ...USERINFO_PROFILE_CLAIMS])],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    require_request_uri_registration: false,
    prompt_values_supported: ["none", "login", "consent", "select_account"],
    frontchannel_logout_supported: false,
    backchannel_logout_supported: false,
  };
}

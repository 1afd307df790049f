// The OAuth 2.0 and OpenID Connect endpoints' wire shapes, as zod schemas for the OpenAPI document.
// The core parses these requests by hand (lib/oauth/token-grants/token-request.ts and friends),
// so these describe what it reads and answers: oauth-schemas.test.ts holds them to the core's
// parameter lists and types, and to the discovery documents the routes really serve.
import { z } from "zod";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/oauth/access-token";
import { SCHEDULING_ACTIONS, SCHEDULING_DETAIL_TYPE } from "@/lib/oauth/authorization-details/scheduling-actions";
import {
  MAX_AUTHORIZATION_DETAILS_LENGTH,
  MAX_DETAILS,
  MAX_IDS_PER_DETAIL,
  MAX_LOCATIONS_PER_DETAIL,
  MAX_USES_LIMIT,
} from "@/lib/oauth/authorization-details/scheduling-detail";
import { ASSERTION_ALGS } from "@/lib/oauth/client-assertion/assertion-algorithms";
import { DPOP_SIGNING_ALGS } from "@/lib/oauth/dpop/dpop-proof";
import { PUSHED_REQUEST_LIFETIME_SECONDS } from "@/lib/oauth/par/pushed-request-storage";
import { JWT_BEARER_ASSERTION_TYPE } from "@/lib/oauth/token-grants/token-request";

const text = (description: string) => z.string().meta({ description });
const EXAMPLE_SCOPE = "openid PROFILE_READ BOOKING_READ";

/** RFC 6749 s5.2: every refusal of the token, PAR, revocation and introspection endpoints. */
export const oauthErrorSchema = z
  .object({
    error: text(
      "The RFC error code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope, invalid_target, invalid_dpop_proof, use_dpop_nonce, slow_down, temporarily_unavailable, server_error.",
    ),
    error_description: text("What was wrong, for the developer (never shown to end users)."),
  })
  .meta({ id: "OAuthError" });

/** RFC 6750 s3: the refusal of a bearer (or DPoP) token at UserInfo; no error code when no token was sent. */
export const bearerErrorSchema = z
  .object({
    error: z
      .enum(["invalid_request", "invalid_token", "insufficient_scope", "invalid_dpop_proof", "use_dpop_nonce"])
      .optional(),
    error_description: z.string(),
  })
  .meta({ id: "BearerError" });

/** How a client proves who it is (RFC 6749 s2.3, RFC 7523 s2.2), beside HTTP Basic. */
const clientAuthentication = {
  client_id: text("The client's id. Required unless it travels in HTTP Basic or in the assertion's sub.").optional(),
  client_secret: text("client_secret_post: the secret in the body (or use HTTP Basic, not both).").optional(),
  client_assertion_type: z
    .literal(JWT_BEARER_ASSERTION_TYPE)
    .meta({ description: "private_key_jwt: sent with client_assertion instead of a secret." })
    .optional(),
  client_assertion: text(
    `private_key_jwt: a JWT signed with a key registered under the client's Keys (${ASSERTION_ALGS.join(", ")}).`,
  ).optional(),
};

const resource = text("RFC 8707: the API the tokens are for (its identifier); absent: the API.").optional();

/** RFC 9396: one `scheduling` detail (lib/oauth/authorization-details reads it strictly). */
export const schedulingDetailSchema = z
  .object({
    type: z.literal(SCHEDULING_DETAIL_TYPE),
    actions: z.array(z.enum(SCHEDULING_ACTIONS)).min(1).readonly(),
    locations: z.array(z.string()).max(MAX_LOCATIONS_PER_DETAIL).readonly().optional(),
    event_types: z.array(z.string()).max(MAX_IDS_PER_DETAIL).readonly().optional(),
    bookings: z.array(z.string()).max(MAX_IDS_PER_DETAIL).readonly().optional(),
    time_window: z.object({ start: z.string(), end: z.string() }).readonly().optional(),
    max_uses: z.number().int().min(1).max(MAX_USES_LIMIT).optional(),
  })
  .meta({
    id: "SchedulingAuthorizationDetail",
    description:
      "What one task may do (actions), to what (event types, bookings), when (an ISO 8601 window) and how often (max_uses; absent: any number).",
  });

const authorizationDetails = text(
  `RFC 9396: a JSON array of at most ${MAX_DETAILS} scheduling details (SchedulingAuthorizationDetail), at most ${MAX_AUTHORIZATION_DETAILS_LENGTH} characters.`,
).optional();
const tokenAuthorizationDetails = text(
  "RFC 9396 s6: at the token endpoint, only details the grant holds; never wider.",
).optional();
const grantedDetails = z
  .array(schedulingDetailSchema)
  .readonly()
  .meta({ description: "RFC 9396 s7: the details granted, present when the grant holds some." })
  .optional();

const authorizationCodeRequest = z.object({
  grant_type: z.literal("authorization_code"),
  code: text("The code the redirect URI received: valid for 10 minutes, once."),
  redirect_uri: text("The redirect URI of the authorization request, exactly."),
  code_verifier: z
    .string()
    .min(43)
    .max(128)
    .meta({
      description: "PKCE (RFC 7636): the verifier of the request's code_challenge. Public clients must send it.",
    })
    .optional(),
  resource,
  authorization_details: tokenAuthorizationDetails,
  ...clientAuthentication,
});

const refreshTokenRequest = z.object({
  grant_type: z.literal("refresh_token"),
  refresh_token: text(
    "The refresh token of the last answer: each is good once (a retry within 30 s gets the same answer).",
  ),
  resource,
  authorization_details: tokenAuthorizationDetails,
  ...clientAuthentication,
});

/** RFC 6749 s4.1.3 and s6: a form body (JSON is read too). */
export const tokenRequestSchema = z
  .discriminatedUnion("grant_type", [authorizationCodeRequest, refreshTokenRequest])
  .meta({ id: "TokenRequest" });

/** Every parameter a token request may carry, by grant. */
export const TOKEN_REQUEST_FIELDS = [
  ...Object.keys(authorizationCodeRequest.shape),
  ...Object.keys(refreshTokenRequest.shape),
];

/** RFC 6749 s5.1 (and OpenID Connect Core s3.1.3.3): the same answer for both grants. */
export const tokenResponseSchema = z
  .object({
    access_token: text("A JWT (RFC 9068): send it as Authorization: Bearer, or DPoP with a proof."),
    refresh_token: text("The next refresh token: store it and drop the one you sent."),
    token_type: z.enum(["bearer", "DPoP"]).meta({ description: "DPoP when the request carried a DPoP proof." }),
    expires_in: z
      .number()
      .int()
      .meta({ description: "Seconds the access token lives.", examples: [ACCESS_TOKEN_TTL_SECONDS] }),
    scope: z.string().meta({
      description: 'The granted scopes, space-separated; "" for a legacy client\'s unrestricted grant.',
      examples: [EXAMPLE_SCOPE],
    }),
    id_token: text("OpenID Connect: present exactly when the grant holds the openid scope.").optional(),
    authorization_details: grantedDetails,
  })
  .meta({ id: "TokenResponse" });

/** RFC 9126 s2.1: the authorization request's parameters, with the client's authentication. */
export const pushedRequestSchema = z
  .object({
    response_type: z.literal("code"),
    redirect_uri: text("One of the client's registered redirect URIs."),
    scope: text("The scopes asked for, space-separated."),
    state: text("Returned unchanged to the redirect URI.").optional(),
    code_challenge: text("PKCE: BASE64URL(SHA-256(code_verifier)).").optional(),
    code_challenge_method: z.literal("S256").optional(),
    nonce: text("OpenID Connect: returned in the ID token.").optional(),
    dpop_jkt: text("RFC 9449 s10: the thumbprint of the DPoP key the code is bound to.").optional(),
    resource,
    authorization_details: authorizationDetails,
    ...clientAuthentication,
  })
  .meta({ id: "PushedAuthorizationRequest" });

/** RFC 9126 s2.2: answered with 201. */
export const pushedResponseSchema = z
  .object({
    request_uri: z.string().meta({
      description: "Open the authorization endpoint with client_id and this request_uri: once, before it expires.",
      examples: ["urn:ietf:params:oauth:request_uri:…"],
    }),
    expires_in: z
      .number()
      .int()
      .meta({ description: "Seconds the request_uri lives.", examples: [PUSHED_REQUEST_LIFETIME_SECONDS] }),
  })
  .meta({ id: "PushedAuthorizationResponse" });

/** RFC 7009 s2.1 and RFC 7662 s2.1 share it. */
export const tokenInspectionRequestSchema = z
  .object({
    token: text("The access or refresh token."),
    token_type_hint: z
      .enum(["access_token", "refresh_token"])
      .meta({ description: "Only a hint: both kinds are tried, this one first." })
      .optional(),
    ...clientAuthentication,
  })
  .meta({ id: "TokenInspectionRequest" });

const activeToken = {
  active: z.literal(true),
  scope: z.string().meta({ examples: [EXAMPLE_SCOPE] }),
  client_id: z.string(),
  sub: text("The user's id."),
  exp: z
    .number()
    .int()
    .meta({ description: "Seconds since the epoch.", examples: [1768469400] }),
  iat: z
    .number()
    .int()
    .meta({ description: "Seconds since the epoch.", examples: [1768467600] }),
  iss: z.string(),
  aud: text("The resource the token is for."),
  cnf: z.object({ jkt: text("RFC 9449 s6.2: the DPoP key the token is bound to.") }).optional(),
  authorization_details: grantedDetails,
};

/** RFC 7662 s2.2: a token the caller may not see, or that is dead, is only `{"active": false}`. */
export const introspectionResponseSchema = z
  .union([
    z.object({ ...activeToken, token_type: z.enum(["bearer", "DPoP"]), token_use: z.literal("access_token") }),
    z.object({ ...activeToken, token_use: z.literal("refresh_token") }),
    z.object({ active: z.literal(false) }),
  ])
  .meta({ id: "IntrospectionResponse" });

/** OpenID Connect Core s5.3.2: sub always; the rest only with PROFILE_READ. */
export const userInfoSchema = z
  .object({
    sub: text("The user's id, as in the ID token."),
    name: z.string().optional(),
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    preferred_username: z.string().optional(),
    zoneinfo: text("An IANA time zone, e.g. UTC.").optional(),
  })
  .meta({ id: "UserInfo" });

/** The authorization endpoint's query (RFC 6749 s4.1.1, RFC 7636, OpenID Connect Core s3.1.2.1, RFC 9126 s4). */
export const authorizeQuerySchema = z.object({
  client_id: text("The client's id."),
  response_type: z.literal("code").optional(),
  redirect_uri: text("One of the client's registered redirect URIs (not with request_uri).").optional(),
  scope: text("The scopes asked for, space-separated (not with request_uri).").optional(),
  state: text("Returned unchanged to the redirect URI.").optional(),
  code_challenge: text("PKCE: BASE64URL(SHA-256(code_verifier)); public clients must send it.").optional(),
  code_challenge_method: z.literal("S256").optional(),
  nonce: text("OpenID Connect: returned in the ID token.").optional(),
  prompt: text("OpenID Connect: none, login, consent or select_account.").optional(),
  max_age: text("OpenID Connect: the most seconds since the user signed in.").optional(),
  login_hint: text("Prefills the sign-in form's email.").optional(),
  request_uri: text("RFC 9126: the pushed request's request_uri, in place of its parameters.").optional(),
  resource,
  dpop_jkt: text("RFC 9449 s10: the thumbprint of the DPoP key the code is bound to.").optional(),
  authorization_details: authorizationDetails,
});

/** OpenID Connect RP-Initiated Logout 1.0 s2. */
export const logoutQuerySchema = z.object({
  id_token_hint: text("An ID token this server issued to the client: names the session to end.").optional(),
  client_id: text("The client's id, when no id_token_hint is sent.").optional(),
  post_logout_redirect_uri: text("One of the client's registered post-logout redirect URIs.").optional(),
  state: text("Returned unchanged to the post-logout redirect URI.").optional(),
});

/** The RFC 9449 DPoP proof header, where a request may carry one. */
export const dpopHeaderSchema = z.object({
  DPoP: text(
    `RFC 9449: a proof JWT signed with the client's key (${DPOP_SIGNING_ALGS.join(", ")}); with it the tokens are bound to that key.`,
  ).optional(),
});

const endpoint = z.string();

/** RFC 8414 s2: the members this server publishes. */
export const authorizationServerMetadataSchema = z
  .object({
    issuer: z.string(),
    authorization_endpoint: endpoint,
    token_endpoint: endpoint,
    jwks_uri: endpoint,
    scopes_supported: z.array(z.string()),
    response_types_supported: z.array(z.string()),
    response_modes_supported: z.array(z.string()),
    grant_types_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    token_endpoint_auth_signing_alg_values_supported: z.array(z.string()),
    revocation_endpoint: endpoint,
    revocation_endpoint_auth_methods_supported: z.array(z.string()),
    revocation_endpoint_auth_signing_alg_values_supported: z.array(z.string()),
    introspection_endpoint: endpoint,
    introspection_endpoint_auth_methods_supported: z.array(z.string()),
    introspection_endpoint_auth_signing_alg_values_supported: z.array(z.string()),
    code_challenge_methods_supported: z.array(z.string()),
    pushed_authorization_request_endpoint: endpoint,
    require_pushed_authorization_requests: z.boolean(),
    authorization_response_iss_parameter_supported: z.boolean(),
    service_documentation: z.string(),
    client_id_metadata_document_supported: z.boolean(),
    dpop_signing_alg_values_supported: z.array(z.string()),
    authorization_details_types_supported: z.array(z.string()),
  })
  .meta({ id: "AuthorizationServerMetadata" });

/** OpenID Connect Discovery 1.0 s3: the RFC 8414 members and what OpenID Connect adds. */
export const openIdConfigurationSchema = authorizationServerMetadataSchema
  .extend({
    userinfo_endpoint: endpoint,
    end_session_endpoint: endpoint,
    subject_types_supported: z.array(z.string()),
    id_token_signing_alg_values_supported: z.array(z.string()),
    claims_supported: z.array(z.string()),
    claims_parameter_supported: z.boolean(),
    request_parameter_supported: z.boolean(),
    request_uri_parameter_supported: z.boolean(),
    require_request_uri_registration: z.boolean(),
    prompt_values_supported: z.array(z.string()),
    frontchannel_logout_supported: z.boolean(),
    backchannel_logout_supported: z.boolean(),
  })
  .meta({ id: "OpenIdConfiguration" });

/** RFC 9728 s2. */
export const protectedResourceMetadataSchema = z
  .object({
    resource: z.string(),
    authorization_servers: z.array(z.string()),
    scopes_supported: z.array(z.string()),
    bearer_methods_supported: z.array(z.string()),
    dpop_signing_alg_values_supported: z.array(z.string()),
    dpop_bound_access_tokens_required: z.boolean(),
    resource_documentation: z.string(),
    resource_name: z.string(),
  })
  .meta({ id: "ProtectedResourceMetadata" });

/** RFC 7517 s5: the public keys (ES256) that verify access and ID tokens. */
export const jwksSchema = z
  .object({
    keys: z.array(
      z
        .object({
          kty: z.literal("EC"),
          crv: z.literal("P-256"),
          alg: z.literal("ES256"),
          use: z.literal("sig"),
          kid: z
            .string()
            .meta({ description: "The key's RFC 7638 thumbprint; a token's header names it.", examples: ["…"] }),
          x: z.string().meta({ examples: ["…"] }),
          y: z.string().meta({ examples: ["…"] }),
        })
        .loose(),
    ),
  })
  .meta({ id: "JsonWebKeySet" });

/** RFC 9727 s4 (a RFC 9264 linkset). */
export const apiCatalogSchema = z
  .object({
    linkset: z.array(
      z.record(
        z.string(),
        z.union([z.string(), z.array(z.object({ href: z.string(), type: z.string(), title: z.string().optional() }))]),
      ),
    ),
  })
  .meta({ id: "ApiCatalog" });

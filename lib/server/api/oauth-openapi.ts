// The OAuth 2.0 and OpenID Connect surface in the OpenAPI document: the authorization endpoint (a
// browser redirect), PAR, the token endpoint (both grants), revocation, introspection, UserInfo,
// end-session, and the discovery documents with the JWKS. They sit outside the /v2 policy table
// (no scope guards them; clients authenticate, or nothing is asked), so they are listed here.
import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ASSERTION_ALGS } from "@/lib/oauth/client-assertion/assertion-algorithms";
import { OPENID_SCOPE } from "@/lib/oauth/scope-catalogue";
import {
  apiCatalogSchema,
  authorizationServerMetadataSchema,
  authorizeQuerySchema,
  bearerErrorSchema,
  dpopHeaderSchema,
  introspectionResponseSchema,
  jwksSchema,
  logoutQuerySchema,
  oauthErrorSchema,
  openIdConfigurationSchema,
  protectedResourceMetadataSchema,
  pushedRequestSchema,
  pushedResponseSchema,
  tokenInspectionRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userInfoSchema,
} from "./oauth-schemas";
import { OAUTH_PATHS, type OAuthStep } from "./oauth-paths";

/** The reference's areas for these operations. */
export const OAUTH_TAG = "oauth";
export const DISCOVERY_TAG = "discovery";

const FORM = "application/x-www-form-urlencoded";
const CLIENT_AUTH = "clientSecretBasic";

const CONFIDENTIAL_AUTH = `HTTP Basic (client_secret_basic), client_id and client_secret in the body (client_secret_post), or a client_assertion signed with a registered key (private_key_jwt, ${ASSERTION_ALGS.join(", ")})`;
const CLIENT_AUTH_NOTE = `The client authenticates as at the token endpoint: ${CONFIDENTIAL_AUTH}; a public client sends client_id alone.`;
const DPOP_NOTE =
  "With a DPoP header (RFC 9449) the tokens are bound to the proof's key (token_type DPoP); a public client's refresh then needs a proof too. A use_dpop_nonce answer carries the DPoP-Nonce to put in the next proof.";

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });
const form = (schema: z.ZodType) => ({ body: { required: true, content: { [FORM]: { schema } } } });
const oauthError = (description: string) => json(oauthErrorSchema, description);
const retryAfter = { "Retry-After": z.string().meta({ description: "Seconds to wait." }) };

/** What every client-authenticated endpoint may refuse with (lib/server/http/client-authenticated-endpoint.ts). */
const CLIENT_REFUSALS = {
  400: oauthError("invalid_request, invalid_grant, invalid_scope, ...: the request cannot be served"),
  401: {
    ...oauthError("invalid_client: client authentication failed"),
    headers: z.object({ "WWW-Authenticate": z.string() }),
  },
  429: {
    ...oauthError("slow_down: too many failed requests from this address or client"),
    headers: z.object(retryAfter),
  },
  503: {
    ...oauthError("temporarily_unavailable: the database cannot be reached right now"),
    headers: z.object(retryAfter),
  },
};

const redirect = (description: string) => ({
  description,
  headers: z.object({ Location: z.string() }),
});
const page = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

interface OAuthOperation extends Omit<RouteConfig, "operationId" | "tags" | "servers"> {
  /** Served at the authorization server's origin (AUTH_URL), else at the API's (BASE_URL). */
  readonly atIssuer?: boolean;
  readonly tag: typeof OAUTH_TAG | typeof DISCOVERY_TAG;
  readonly steps?: readonly OAuthStep[];
}

/** HTTP Basic, or the credentials in the body (nothing in the header). */
const clientAuthenticated: { security: Record<string, string[]>[] } = { security: [{ [CLIENT_AUTH]: [] }, {}] };

const userInfo = (method: "get" | "post"): OAuthOperation => ({
  method,
  path: OAUTH_PATHS.userinfo,
  tag: OAUTH_TAG,
  steps: ["userinfo"],
  summary: "UserInfo: the signed-in user's claims (OpenID Connect)",
  description:
    "OpenID Connect Core s5.3 with an access token of a grant that holds openid: sub, and with PROFILE_READ name, email, email_verified, preferred_username and zoneinfo. A DPoP-bound token is sent as Authorization: DPoP with a proof.",
  security: [{ oauth2: [OPENID_SCOPE] }],
  request: { headers: dpopHeaderSchema },
  responses: {
    200: json(userInfoSchema, "The claims the grant's scopes release"),
    401: {
      ...json(bearerErrorSchema, "invalid_token: missing, invalid, expired or revoked"),
      headers: z.object({ "WWW-Authenticate": z.string() }),
    },
    403: json(bearerErrorSchema, "insufficient_scope: the grant does not hold openid"),
    503: { ...json(bearerErrorSchema, "The database cannot be reached right now"), headers: z.object(retryAfter) },
  },
});

const logout = (method: "get" | "post"): OAuthOperation => ({
  method,
  path: OAUTH_PATHS.logout,
  atIssuer: true,
  tag: OAUTH_TAG,
  steps: ["logout"],
  summary: "End session: sign the user out and return to the app (a browser redirect)",
  description:
    "OpenID Connect RP-Initiated Logout 1.0 (end_session_endpoint). Open it in the user's browser, not from a program; POST takes the same parameters as a form. With an id_token_hint naming the session it ends and redirects to the registered post_logout_redirect_uri (with state); otherwise the user confirms first.",
  request: method === "get" ? { query: logoutQuerySchema } : form(logoutQuerySchema),
  responses: {
    303: redirect("To the post_logout_redirect_uri, the confirmation page, or the signed-out page"),
  },
});

const metadataDocument = (
  path: string,
  summary: string,
  description: string,
  schema: z.ZodType,
  { atIssuer = false, steps = [] }: { atIssuer?: boolean; steps?: OAuthStep[] } = {},
) =>
  ({
    method: "get",
    path,
    atIssuer,
    steps,
    tag: DISCOVERY_TAG,
    summary,
    description,
    responses: { 200: json(schema, "The document; public, cached for 5 minutes") },
  }) satisfies OAuthOperation;

const OPERATIONS: readonly OAuthOperation[] = [
  {
    method: "get",
    path: OAUTH_PATHS.authorize,
    atIssuer: true,
    tag: OAUTH_TAG,
    steps: ["authorize"],
    summary: "Authorize: ask the user for access (a browser redirect)",
    description:
      "RFC 6749 s4.1.1 with PKCE (RFC 7636) and OpenID Connect. Send the user's browser here, not a program: the user signs in and allows or denies on the consent screen, then the browser goes to redirect_uri with code, state and iss (RFC 9207), or error. A remembered consent redirects at once. With a pushed request (PAR), send only client_id and request_uri.",
    request: { query: authorizeQuerySchema },
    responses: {
      200: page("The sign-in or consent screen, or an error page when the client or redirect URI is not valid"),
      303: redirect("To redirect_uri with code, state and iss, or with error and error_description"),
    },
  },
  {
    method: "post",
    path: OAUTH_PATHS.par,
    tag: OAUTH_TAG,
    steps: ["par"],
    summary: "Push an authorization request (PAR) before sending the user to authorize",
    description: `RFC 9126: the request is judged as the authorization endpoint would judge it and kept for a minute under a request_uri that works once, so nothing of it travels in the browser's address bar. ${CLIENT_AUTH_NOTE}`,
    ...clientAuthenticated,
    request: form(pushedRequestSchema),
    responses: {
      201: json(pushedResponseSchema, "Pushed: open the authorization endpoint with it"),
      ...CLIENT_REFUSALS,
    },
  },
  {
    method: "post",
    path: OAUTH_PATHS.token,
    tag: OAUTH_TAG,
    steps: ["exchange", "refresh"],
    summary: "Token endpoint: exchange a code, or refresh tokens",
    description: `RFC 6749 s4.1.3 (grant_type=authorization_code) and s6 (grant_type=refresh_token); no other grant is offered. Form or JSON body. Every refresh answers a new refresh token; presenting a used one again after 30 s revokes the whole grant. ${CLIENT_AUTH_NOTE} ${DPOP_NOTE}`,
    ...clientAuthenticated,
    request: { ...form(tokenRequestSchema), headers: dpopHeaderSchema },
    responses: { 200: json(tokenResponseSchema, "The tokens (never cached)"), ...CLIENT_REFUSALS },
  },
  {
    method: "post",
    path: OAUTH_PATHS.revoke,
    tag: OAUTH_TAG,
    steps: ["revoke"],
    summary: "Revoke a token, and with it the whole grant",
    description: `RFC 7009: an access or refresh token of this client; either ends the grant and every token of it. An unknown, expired or another client's token changes nothing and is answered the same. ${CLIENT_AUTH_NOTE}`,
    ...clientAuthenticated,
    request: form(tokenInspectionRequestSchema),
    responses: { 200: { description: "Revoked, or there was nothing to revoke (no body)" }, ...CLIENT_REFUSALS },
  },
  {
    method: "post",
    path: OAUTH_PATHS.introspect,
    tag: OAUTH_TAG,
    steps: ["introspect"],
    summary: "Introspect a token: is it active, whose, with which scopes",
    description: `RFC 7662, for confidential clients (their own tokens) and registered resource servers (the access tokens for their resource). A token the caller may not see, or a dead one, is {"active": false}. The caller authenticates with ${CONFIDENTIAL_AUTH}; a public client may not introspect.`,
    ...clientAuthenticated,
    request: form(tokenInspectionRequestSchema),
    responses: {
      200: json(introspectionResponseSchema, "What the token is, or only that it is inactive"),
      ...CLIENT_REFUSALS,
    },
  },
  userInfo("get"),
  userInfo("post"),
  logout("get"),
  logout("post"),
  metadataDocument(
    "/.well-known/openid-configuration",
    "OpenID Provider metadata (discovery)",
    "OpenID Connect Discovery 1.0: every endpoint above and what this server supports; openid-client and oauth4webapi start from it.",
    openIdConfigurationSchema,
    { atIssuer: true, steps: ["discovery"] },
  ),
  metadataDocument(
    "/.well-known/oauth-authorization-server",
    "Authorization server metadata (RFC 8414)",
    "The OAuth 2.0 members of the OpenID Provider metadata, for clients that ask RFC 8414.",
    authorizationServerMetadataSchema,
    { atIssuer: true },
  ),
  metadataDocument(
    "/.well-known/jwks.json",
    "The public keys (JWKS) that verify access and ID tokens",
    "RFC 7517: verify an access token (an RFC 9068 JWT) or an ID token locally with these; keys rotate, so refetch on an unknown kid.",
    jwksSchema,
    { atIssuer: true },
  ),
  metadataDocument(
    "/.well-known/oauth-protected-resource",
    "Protected resource metadata of the API (RFC 9728)",
    "RFC 9728: which authorization server issues the API's tokens and which scopes it accepts.",
    protectedResourceMetadataSchema,
  ),
  metadataDocument(
    "/.well-known/oauth-protected-resource/v2",
    "Protected resource metadata at the API's own well-known URI (RFC 9728 s3.1)",
    "The same document at the URI derived from the API's identifier; every 401 and 403 of /v2 names it.",
    protectedResourceMetadataSchema,
  ),
  metadataDocument(
    "/.well-known/api-catalog",
    "API catalog (RFC 9727)",
    "A linkset of what a program needs first: the API, this OpenAPI document, the docs and the OAuth metadata.",
    apiCatalogSchema,
  ),
];

/** "METHOD path" of each OAuth operation -> the steps its examples show. */
export const OAUTH_STEPS: ReadonlyMap<string, readonly OAuthStep[]> = new Map(
  OPERATIONS.filter((op) => op.steps?.length).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.steps!]),
);

/** `postV2AuthOauth2Token`: the id every operation of the document gets from its method and path. */
export function operationIdOf(method: string, path: string): string {
  const camel = path
    .replace(/\{(\w+)\}/g, "By-$1")
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase());
  return `${method.toLowerCase()}${camel}`;
}

export function registerOAuthOperations(registry: OpenAPIRegistry, places: { authUrl: string; baseUrl: string }): void {
  registry.registerComponent("securitySchemes", CLIENT_AUTH, {
    type: "http",
    scheme: "basic",
    description:
      "client_secret_basic: the client id and secret, each form-encoded, as HTTP Basic. The body may carry them instead (client_secret_post), or a private_key_jwt assertion.",
  });
  for (const operation of OPERATIONS) {
    // The steps are the reference's, not the document's.
    const { atIssuer, tag, steps: _steps, ...route } = operation;
    registry.registerPath({
      ...route,
      operationId: operationIdOf(route.method, route.path),
      tags: [tag],
      security: route.security ?? [],
      // The document's server is BASE_URL; the issuer's own endpoints name theirs when it differs.
      ...(atIssuer && places.authUrl !== places.baseUrl ? { servers: [{ url: places.authUrl }] } : {}),
    });
  }
}

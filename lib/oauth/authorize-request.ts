// Validation of an authorization request (spec s4.1, RFC 6749 s4.1.1, s4.1.2.1). Pure: the caller
// looks the client up and renders the page or redirect this returns.
import type { SchedulingDetail } from "./authorization-details/scheduling-detail";
import { sanitizeErrorDescription } from "./errors";
import { isValidS256Challenge, resolveChallengeMethod } from "./pkce";
import type { ClientKind, ClientStatus } from "./ports";
import { buildRedirectLocation, isRegisteredRedirectUri } from "./redirect-uri";
import { type RequestParams, readParams } from "./request-params";
import type { Scope } from "./scope-catalogue";
import { isSubset } from "./scope-coverage";
import { parseScopeParam } from "./scope-parse";

export const MAX_STATE_LENGTH = 1000;
/** Long enough for a client id that is a metadata document's URL (client-metadata/metadata-client-id.ts). */
export const MAX_CLIENT_ID_LENGTH = 2048;

const PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
] as const;

export interface AuthorizeClient {
  readonly clientId: string;
  readonly status: ClientStatus;
  readonly kind: ClientKind;
  /** Empty for a legacy client created before scopes existed (spec s3.2). */
  readonly scopes: readonly Scope[];
  readonly redirectUris: readonly string[];
}

export interface ValidAuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  /** What the consent screen shows and the code carries; empty when legacyUnrestricted. */
  scopes: Scope[];
  /** Legacy client, no scope asked: the grant reaches everything, as before scopes (spec s3.2). */
  legacyUnrestricted: boolean;
  codeChallenge?: string;
  /** The request named at least one scope (a legacy client has migrated its URL, spec s3.2.2). */
  scopeParamPresent: boolean;
  /** OpenID Connect: returned in the ID token exactly (set by the evaluation, openid requests only). */
  nonce?: string;
  /** RFC 8707: the canonical resource the request named; absent when it named none. */
  resource?: string;
  /** RFC 9449 s10: the DPoP key the code is bound to (set by the evaluation); absent: not bound. */
  dpopJkt?: string;
  /** The client runs the high-security profile (set by the evaluation): its code lives a minute at most. */
  highSecurity?: boolean;
  /** RFC 9396: the authorization details asked for, normalised (set by the evaluation); absent: none. */
  authorizationDetails?: SchedulingDetail[];
}

export type AuthorizeErrorPageReason =
  | "invalid_parameter"
  | "missing_client_id"
  | "unknown_client"
  | "client_not_approved"
  | "missing_redirect_uri"
  | "invalid_redirect_uri"
  | "scope_required"
  /** Too many authorization requests from one address (the edge's rate limit). */
  | "too_many_requests"
  /** The decision could not be stored or read (the database is away): nothing was decided. */
  | "temporarily_unavailable"
  /** client_id is a metadata document's URL that could not be fetched (client-metadata/). */
  | "metadata_document_unreachable"
  /** ... that was fetched but is not a valid document for that URL. */
  | "metadata_document_invalid"
  /** ... whose redirect URIs do not include the requested one. */
  | "metadata_redirect_uri_not_listed"
  /** ... served from a host an administrator denied: it was never fetched. */
  | "metadata_host_denied"
  /** RFC 9126 s4: the request_uri is unknown, used, expired or another client's. */
  | "invalid_request_uri";

export type AuthorizeRedirectError =
  | "invalid_request"
  | "invalid_scope"
  | "unsupported_response_type"
  // OpenID Connect Core s3.1.2.6
  | "login_required"
  | "consent_required"
  | "interaction_required"
  | "request_not_supported"
  | "request_uri_not_supported"
  | "registration_not_supported"
  | "invalid_target"
  | "invalid_authorization_details";

export type AuthorizeValidation =
  | { kind: "ok"; request: ValidAuthorizeRequest }
  /** Shown to the user (worded by the page); never sent to a redirect URI that is not known to be the client's. */
  | { kind: "error-page"; reason: AuthorizeErrorPageReason }
  | { kind: "error-redirect"; redirectUri: string; error: AuthorizeRedirectError; description: string; state?: string };

const page = (reason: AuthorizeErrorPageReason): AuthorizeValidation => ({ kind: "error-page", reason });

/** The client_id to look up, or undefined when it is missing or sent twice. */
export function authorizeClientIdOf(params: RequestParams): string | undefined {
  return readParams(params, ["client_id"]).values.client_id;
}

export function validateAuthorizeRequest(params: RequestParams, client: AuthorizeClient | null): AuthorizeValidation {
  const { values, duplicates, malformed } = readParams(params, PARAMS);
  const bad = [...duplicates, ...malformed];
  if (bad.includes("client_id") || bad.includes("redirect_uri")) {
    return page("invalid_parameter");
  }
  const clientId = values.client_id;
  if (clientId === undefined) return page("missing_client_id");
  if (clientId.length > MAX_CLIENT_ID_LENGTH || client === null || client.clientId !== clientId) {
    return page("unknown_client");
  }
  if (client.status !== "APPROVED") {
    return page("client_not_approved");
  }
  const redirectUri = values.redirect_uri;
  if (redirectUri === undefined) return page("missing_redirect_uri");
  if (!isRegisteredRedirectUri(redirectUri, client.redirectUris, client.kind)) {
    return page("invalid_redirect_uri");
  }

  // From here the redirect URI is the client's own, so errors go back to it (RFC 6749 s4.1.2.1).
  const state = values.state;
  const stateEchoable = state !== undefined && state.length <= MAX_STATE_LENGTH;
  const reject = (error: AuthorizeRedirectError, description: string): AuthorizeValidation => ({
    kind: "error-redirect",
    redirectUri,
    error,
    description: sanitizeErrorDescription(description),
    ...(stateEchoable ? { state } : {}),
  });

  if (state !== undefined && !stateEchoable)
    return reject("invalid_request", `state must be at most ${MAX_STATE_LENGTH} characters`);
  if (bad.length > 0)
    return reject("invalid_request", `parameters sent more than once or malformed: ${bad.join(", ")}`);
  if (values.response_type !== undefined && values.response_type !== "code") {
    return reject("unsupported_response_type", "only response_type=code is supported");
  }

  const legacyClient = client.scopes.length === 0;
  const parsed = values.scope === undefined ? null : parseScopeParam(values.scope);
  if (parsed !== null && !parsed.ok) {
    return parsed.reason === "too_large"
      ? reject("invalid_scope", "the scope parameter is too large")
      : reject("invalid_scope", `unknown scope: ${parsed.unknown.slice(0, 10).join(" ")}`);
  }
  // A scope parameter of only separators names nothing; treat it as absent (RFC 6749 s3.1).
  const requested = parsed?.scopes.length ? parsed.scopes : null;
  if (requested === null && !legacyClient) return page("scope_required");
  if (requested !== null && !legacyClient && !isSubset(requested, client.scopes)) {
    const extra = requested.filter((s) => !client.scopes.includes(s));
    return reject("invalid_scope", `scope not enabled for this client: ${extra.join(" ")}`);
  }

  const method = resolveChallengeMethod(values.code_challenge_method);
  if (!method.ok) return reject("invalid_request", method.description);
  const codeChallenge = values.code_challenge;
  if (codeChallenge === undefined && values.code_challenge_method !== undefined) {
    return reject("invalid_request", "code_challenge_method was sent without code_challenge");
  }
  if (codeChallenge === undefined && client.kind === "PUBLIC") {
    return reject("invalid_request", "code_challenge is required for public clients (PKCE, method S256)");
  }
  if (codeChallenge !== undefined && !isValidS256Challenge(codeChallenge)) {
    return reject("invalid_request", "code_challenge must be a base64url-encoded SHA-256 digest (43 characters)");
  }

  return {
    kind: "ok",
    request: {
      clientId,
      redirectUri,
      ...(state !== undefined ? { state } : {}),
      scopes: requested ?? [],
      legacyUnrestricted: requested === null,
      ...(codeChallenge !== undefined ? { codeChallenge } : {}),
      scopeParamPresent: requested !== null,
    },
  };
}

/**
 * Appends parameters to a redirect URI, keeping its registered query untouched (RFC 6749
 * s3.1.2); undefined values are skipped. Used for code/state/iss and for errors. A fragment is
 * dropped: registration refuses URIs with one, and RFC 6749 s3.1.2 forbids it.
 */
export function buildRedirect(redirectUri: string, params: Readonly<Record<string, string | undefined>>): string {
  return buildRedirectLocation(redirectUri, params);
}

/** The Location for an `error-redirect` result; `iss` per RFC 9207 when the server sends it. */
export function errorRedirectLocation(
  result: Extract<AuthorizeValidation, { kind: "error-redirect" }>,
  iss?: string,
): string {
  return buildRedirect(result.redirectUri, {
    error: result.error,
    error_description: result.description,
    state: result.state,
    iss,
  });
}

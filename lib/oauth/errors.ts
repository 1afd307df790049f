// RFC errors: token/authorization endpoint errors (RFC 6749 s4.1.2.1, s5.2) and protected
// resource errors (RFC 6750 s3, answered with a `WWW-Authenticate: Bearer` challenge).
// One class per error code, like node-oidc-provider.
import { DPOP_SIGNING_ALGS } from "./dpop/dpop-proof";
import type { Scope } from "./scope-catalogue";

export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "unsupported_response_type"
  | "invalid_scope"
  | "access_denied"
  | "slow_down"
  | "server_error"
  | "temporarily_unavailable"
  | "invalid_target"
  // RFC 9396 s5: authorization_details malformed, of an unknown type, or not allowed for the client.
  | "invalid_authorization_details"
  // OpenID Connect Core s3.1.2.6: a pushed request (RFC 9126 s2.3) is refused with these too.
  | "request_not_supported"
  | "request_uri_not_supported"
  | "registration_not_supported"
  | "invalid_dpop_proof"
  | "use_dpop_nonce";

export interface OAuthErrorBody {
  error: OAuthErrorCode;
  error_description: string;
}

/**
 * RFC 6749 s5.2 allows only %x20-21 / %x23-5B / %x5D-7E in error_description, and descriptions
 * may echo client input (e.g. unknown scope names); anything else becomes "?".
 */
export function sanitizeErrorDescription(text: string, maxLength = 300): string {
  const safe = text.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, "?");
  return safe.length > maxLength ? `${safe.slice(0, maxLength - 3)}...` : safe;
}

export abstract class OAuthError extends Error {
  abstract readonly code: OAuthErrorCode;
  readonly description: string;
  /** HTTP status for the token endpoint; authorization errors travel in a redirect instead. */
  readonly status: number = 400;
  /** Set when the same request can succeed later: answered as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(description: string) {
    const safe = sanitizeErrorDescription(description);
    super(safe);
    this.description = safe;
  }

  toJSON(): OAuthErrorBody {
    return { error: this.code, error_description: this.description };
  }
}

export class InvalidRequestError extends OAuthError {
  readonly code = "invalid_request";
  override readonly name = "InvalidRequestError";
}

/** 401: the edge adds `WWW-Authenticate` (RFC 6749 s5.2) and `Cache-Control: no-store`. */
export class InvalidClientError extends OAuthError {
  readonly code = "invalid_client";
  override readonly name = "InvalidClientError";
  override readonly status = 401;
}

export class InvalidGrantError extends OAuthError {
  readonly code = "invalid_grant";
  override readonly name = "InvalidGrantError";
}

export class UnauthorizedClientError extends OAuthError {
  readonly code = "unauthorized_client";
  override readonly name = "UnauthorizedClientError";
}

export class UnsupportedGrantTypeError extends OAuthError {
  readonly code = "unsupported_grant_type";
  override readonly name = "UnsupportedGrantTypeError";
}

export class UnsupportedResponseTypeError extends OAuthError {
  readonly code = "unsupported_response_type";
  override readonly name = "UnsupportedResponseTypeError";
}

export class InvalidScopeError extends OAuthError {
  readonly code = "invalid_scope";
  override readonly name = "InvalidScopeError";
}

export class AccessDeniedError extends OAuthError {
  readonly code = "access_denied";
  override readonly name = "AccessDeniedError";
}

/** RFC 8707 s2: the `resource` names no resource this server issues tokens for. */
export class InvalidTargetError extends OAuthError {
  readonly code = "invalid_target";
  override readonly name = "InvalidTargetError";
}

/** RFC 9396 s5: authorization_details is malformed, names an unknown type or field, or asks past the client's scopes. */
export class InvalidAuthorizationDetailsError extends OAuthError {
  readonly code = "invalid_authorization_details";
  override readonly name = "InvalidAuthorizationDetailsError";
}

/** RFC 9449 s5, s7.1: the DPoP proof is missing a required part, malformed, stale or replayed. */
export class InvalidDpopProofError extends OAuthError {
  readonly code = "invalid_dpop_proof";
  override readonly name = "InvalidDpopProofError";
}

/** RFC 9449 s8: the proof must carry the server's nonce, answered in the `DPoP-Nonce` header. */
export class UseDpopNonceError extends OAuthError {
  readonly code = "use_dpop_nonce";
  override readonly name = "UseDpopNonceError";

  constructor(
    readonly dpopNonce: string,
    description = "retry with the nonce of the DPoP-Nonce header in the DPoP proof",
  ) {
    super(description);
  }
}

/**
 * An authorization request refused at the pushed authorization request endpoint (RFC 9126 s2.3):
 * the code the authorization endpoint would have sent to the redirect URI, as a 400 JSON error.
 */
export class AuthorizationRequestRefusedError extends OAuthError {
  override readonly name = "AuthorizationRequestRefusedError";

  constructor(
    readonly code: OAuthErrorCode,
    description: string,
  ) {
    super(description);
  }
}

/**
 * 429 with Retry-After: the grant refreshes faster than its ceiling allows. RFC 6749 names no
 * token-endpoint error for this; `slow_down` is the code RFC 8628 s3.5 gives the same advice.
 */
export class SlowDownError extends OAuthError {
  readonly code = "slow_down";
  override readonly name = "SlowDownError";
  override readonly status = 429;

  constructor(
    override readonly retryAfterSeconds: number,
    description = `this authorization is refreshed too often; retry after ${retryAfterSeconds} seconds`,
  ) {
    super(description);
  }
}

/**
 * 503 with Retry-After: the request could not be completed now and nothing was changed; the same
 * request a moment later can succeed (RFC 6749 s4.1.2.1 names the code; the token endpoint borrows it).
 */
export class TemporarilyUnavailableError extends OAuthError {
  readonly code = "temporarily_unavailable";
  override readonly name = "TemporarilyUnavailableError";
  override readonly status = 503;

  constructor(
    description: string,
    override readonly retryAfterSeconds = 1,
  ) {
    super(description);
  }
}

/** 500 when answered directly; never carries internals in its description. */
export class ServerError extends OAuthError {
  readonly code = "server_error";
  override readonly name = "ServerError";
  override readonly status = 500;

  constructor(description = "the server could not complete the request") {
    super(description);
  }
}

export type ResourceErrorCode = "invalid_token" | "insufficient_scope" | "invalid_dpop_proof" | "use_dpop_nonce";

/** The authentication scheme a refusal challenges: RFC 6750's Bearer, or RFC 9449 s7.1's DPoP. */
export type ResourceScheme = "Bearer" | "DPoP";

/** RFC 9449 s7.1: a DPoP challenge names the algorithms a proof may use. */
export const DPOP_CHALLENGE_ALGS = DPOP_SIGNING_ALGS.join(" ");

export abstract class ResourceError extends Error {
  /** null when the request carried no token: RFC 6750 s3.1 says no error code then. */
  abstract readonly code: ResourceErrorCode | null;
  abstract readonly status: 401 | 403;
  readonly description: string;
  /** DPoP for a request that used the DPoP scheme (RFC 9449 s7.1), so its client reads the challenge. */
  private challengeScheme: ResourceScheme;

  constructor(description: string, scheme: ResourceScheme = "Bearer") {
    const safe = sanitizeErrorDescription(description);
    super(safe);
    this.description = safe;
    this.challengeScheme = scheme;
  }

  get scheme(): ResourceScheme {
    return this.challengeScheme;
  }

  /** This refusal, challenging with `scheme`: the one the request used. */
  challenging(scheme: ResourceScheme): this {
    this.challengeScheme = scheme;
    return this;
  }

  protected challengeParams(): [string, string][] {
    if (this.code === null) return [];
    return [
      ["error", this.code],
      ["error_description", this.description],
    ];
  }

  /** Value for the `WWW-Authenticate` response header. */
  wwwAuthenticate(realm?: string): string {
    const params: [string, string][] = realm === undefined ? [] : [["realm", realm]];
    params.push(...this.challengeParams());
    if (this.scheme === "DPoP") params.push(["algs", DPOP_CHALLENGE_ALGS]);
    if (params.length === 0) return this.scheme;
    const quoted = params.map(([k, v]) => `${k}="${sanitizeErrorDescription(v)}"`);
    return `${this.scheme} ${quoted.join(", ")}`;
  }

  toJSON(): { error: ResourceErrorCode; error_description: string } | { error_description: string } {
    return this.code === null
      ? { error_description: this.description }
      : { error: this.code, error_description: this.description };
  }
}

export class MissingTokenError extends ResourceError {
  readonly code = null;
  readonly status = 401;
  override readonly name = "MissingTokenError";

  constructor(description = "a bearer token is required") {
    super(description);
  }
}

export class InvalidTokenError extends ResourceError {
  readonly code = "invalid_token";
  readonly status = 401;
  override readonly name = "InvalidTokenError";
}

/** RFC 9449 s7.1: the DPoP proof sent with a DPoP-bound access token is missing or invalid. */
export class InvalidDpopProofResourceError extends ResourceError {
  readonly code = "invalid_dpop_proof";
  readonly status = 401;
  override readonly name = "InvalidDpopProofResourceError";

  constructor(description: string) {
    super(description, "DPoP");
  }
}

/** RFC 9449 s9: the resource asks for a proof with its nonce, given in the `DPoP-Nonce` header. */
export class UseDpopNonceResourceError extends ResourceError {
  readonly code = "use_dpop_nonce";
  readonly status = 401;
  override readonly name = "UseDpopNonceResourceError";

  constructor(
    readonly dpopNonce: string,
    description = "retry with the nonce of the DPoP-Nonce header in the DPoP proof",
  ) {
    super(description, "DPoP");
  }
}

/** RFC 6750 s3.1 insufficient_scope for an operation no scope can reach: the API policy does not list it. */
export class OperationNotInPolicyError extends ResourceError {
  readonly code = "insufficient_scope";
  readonly status = 403;
  override readonly name = "OperationNotInPolicyError";

  constructor() {
    super("this operation is not in the API policy");
  }
}

/**
 * RFC 9396 with RFC 6750 s3.1: the token's authorization details judge this operation and none
 * covers the call, or the covering detail's uses are spent (`detailIndex` names it).
 */
export class InsufficientAuthorizationDetailsError extends ResourceError {
  readonly code = "insufficient_scope";
  readonly status = 403;
  override readonly name = "InsufficientAuthorizationDetailsError";

  constructor(
    description: string,
    readonly detailIndex: number | null,
  ) {
    super(description);
  }
}

export class InsufficientScopeError extends ResourceError {
  readonly code = "insufficient_scope";
  readonly status = 403;
  override readonly name = "InsufficientScopeError";

  constructor(readonly requiredScope: Scope) {
    super(`this request requires the ${requiredScope} scope`);
  }

  protected override challengeParams(): [string, string][] {
    return [...super.challengeParams(), ["scope", this.requiredScope]];
  }
}

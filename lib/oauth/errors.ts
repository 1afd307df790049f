// RFC errors: token/authorization endpoint errors (RFC 6749 s4.1.2.1, s5.2) and protected
// resource errors (RFC 6750 s3, answered with a `WWW-Authenticate: Bearer` challenge).
// One class per error code, like node-oidc-provider.
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
  // OpenID Connect Core s3.1.2.6: a pushed request (RFC 9126 s2.3) is refused with these too.
  | "request_not_supported"
  | "request_uri_not_supported"
  | "registration_not_supported";

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

export type ResourceErrorCode = "invalid_token" | "insufficient_scope";

export abstract class ResourceError extends Error {
  /** null when the request carried no token: RFC 6750 s3.1 says no error code then. */
  abstract readonly code: ResourceErrorCode | null;
  abstract readonly status: 401 | 403;
  readonly description: string;

  constructor(description: string) {
    const safe = sanitizeErrorDescription(description);
    super(safe);
    this.description = safe;
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
    if (params.length === 0) return "Bearer";
    const quoted = params.map(([k, v]) => `${k}="${sanitizeErrorDescription(v)}"`);
    return `Bearer ${quoted.join(", ")}`;
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

/** RFC 6750 s3.1 insufficient_scope for an operation no scope can reach: the API policy does not list it. */
export class OperationNotInPolicyError extends ResourceError {
  readonly code = "insufficient_scope";
  readonly status = 403;
  override readonly name = "OperationNotInPolicyError";

  constructor() {
    super("this operation is not in the API policy");
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

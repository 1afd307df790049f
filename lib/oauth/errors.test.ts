import { describe, expect, it } from "vitest";
import {
  AccessDeniedError,
  InsufficientScopeError,
  InvalidClientError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTokenError,
  MissingTokenError,
  OAuthError,
  ServerError,
  UnauthorizedClientError,
  UnsupportedGrantTypeError,
  UnsupportedResponseTypeError,
  sanitizeErrorDescription,
} from "./errors";

describe("OAuth errors (RFC 6749 s5.2)", () => {
  const cases = [
    [new InvalidRequestError("x"), "invalid_request", 400],
    [new InvalidClientError("x"), "invalid_client", 401],
    [new InvalidGrantError("x"), "invalid_grant", 400],
    [new UnauthorizedClientError("x"), "unauthorized_client", 400],
    [new UnsupportedGrantTypeError("x"), "unsupported_grant_type", 400],
    [new UnsupportedResponseTypeError("x"), "unsupported_response_type", 400],
    [new InvalidScopeError("x"), "invalid_scope", 400],
    [new AccessDeniedError("x"), "access_denied", 400],
    [new ServerError(), "server_error", 500],
  ] as const;

  it.each(cases)("%s has its RFC code and status", (error, code, status) => {
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it("serialises to exactly {error, error_description}", () => {
    const error = new InvalidGrantError("code expired");
    expect(error.toJSON()).toEqual({ error: "invalid_grant", error_description: "code expired" });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ error: "invalid_grant", error_description: "code expired" });
  });

  it("keeps only the characters RFC 6749 allows in error_description", () => {
    const error = new InvalidScopeError('unknown scope "a\\b" é\n');
    expect(error.description).toBe("unknown scope ?a?b? ??");
    expect(error.message).toBe(error.description);
  });

  it("bounds the description length", () => {
    expect(sanitizeErrorDescription("a".repeat(1000))).toHaveLength(300);
    expect(sanitizeErrorDescription("short")).toBe("short");
  });

  it("gives server_error a generic description by default", () => {
    expect(new ServerError().description).toBe("the server could not complete the request");
  });
});

describe("resource errors (RFC 6750 s3)", () => {
  it("answers an invalid token with 401 and an invalid_token challenge", () => {
    const error = new InvalidTokenError("token expired");
    expect(error.status).toBe(401);
    expect(error.toJSON()).toEqual({ error: "invalid_token", error_description: "token expired" });
    expect(error.wwwAuthenticate("api")).toBe(
      'Bearer realm="api", error="invalid_token", error_description="token expired"',
    );
  });

  it("answers a missing scope with 403 naming the required scope", () => {
    const error = new InsufficientScopeError("PROFILE_READ");
    expect(error.status).toBe(403);
    expect(error.requiredScope).toBe("PROFILE_READ");
    expect(error.toJSON()).toMatchObject({ error: "insufficient_scope" });
    expect(error.wwwAuthenticate()).toContain('scope="PROFILE_READ"');
    expect(error.wwwAuthenticate()).toContain('error="insufficient_scope"');
  });

  it("answers a request without a token with a bare challenge and no error code", () => {
    const error = new MissingTokenError();
    expect(error.status).toBe(401);
    expect(error.wwwAuthenticate()).toBe("Bearer");
    expect(error.wwwAuthenticate("api")).toBe('Bearer realm="api"');
    expect(error.toJSON()).not.toHaveProperty("error");
  });

  it("cannot break out of the quoted challenge parameter", () => {
    expect(new InvalidTokenError('bad" , error="x').wwwAuthenticate()).not.toContain('bad"');
  });
});

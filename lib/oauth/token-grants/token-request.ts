// Parses a token request (RFC 6749 s4.1.3, s6) from parameters the HTTP edge already decoded
// (form or JSON), plus the raw Authorization header for HTTP Basic client authentication.
import { InvalidClientError, InvalidRequestError, UnsupportedGrantTypeError } from "../errors";
import { isValidCodeVerifier } from "../pkce";
import { type RequestParams, readParams } from "../request-params";

/** No legitimate value comes near this; it bounds hashing and storage lookups. */
export const MAX_TOKEN_PARAM_LENGTH = 4096;

// `scope` is not read: on refresh the scopes stay those of the grant (spec s4.2), so it is ignored.
const PARAMS = [
  "grant_type",
  "code",
  "redirect_uri",
  "code_verifier",
  "refresh_token",
  "client_id",
  "client_secret",
  "resource",
] as const;

export type ClientAuthMethod = "client_secret_basic" | "client_secret_post" | "none";

export interface ClientCredentials {
  readonly clientId: string;
  /** null when none was sent (public clients). */
  readonly clientSecret: string | null;
  readonly method: ClientAuthMethod;
}

export interface AuthorizationCodeTokenRequest {
  readonly grantType: "authorization_code";
  readonly credentials: ClientCredentials;
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier: string | null;
  /** RFC 8707 `resource` as sent; null when none. */
  readonly resource?: string | null;
}

export interface RefreshTokenRequest {
  readonly grantType: "refresh_token";
  readonly credentials: ClientCredentials;
  readonly refreshToken: string;
  /** RFC 8707 `resource` as sent; null when none. */
  readonly resource?: string | null;
}

export type TokenRequest = AuthorizationCodeTokenRequest | RefreshTokenRequest;

/** Throws an OAuthError (invalid_request, unsupported_grant_type, invalid_client) when unusable. */
export function parseTokenRequest(params: RequestParams, authorizationHeader?: string | null): TokenRequest {
  const { values, duplicates, malformed } = readParams(params, PARAMS);
  if (duplicates.length > 0) throw new InvalidRequestError(`parameters sent more than once: ${duplicates.join(", ")}`);
  if (malformed.length > 0) throw new InvalidRequestError(`parameters must be strings: ${malformed.join(", ")}`);
  const oversized = PARAMS.filter((name) => (values[name]?.length ?? 0) > MAX_TOKEN_PARAM_LENGTH);
  if (oversized.length > 0) throw new InvalidRequestError(`parameters too long: ${oversized.join(", ")}`);

  const grantType = values.grant_type;
  if (grantType === undefined) throw new InvalidRequestError("grant_type is required");
  if (grantType !== "authorization_code" && grantType !== "refresh_token") {
    throw new UnsupportedGrantTypeError("grant_type must be authorization_code or refresh_token");
  }

  const credentials = readClientCredentials(values.client_id, values.client_secret, authorizationHeader);

  if (grantType === "refresh_token") {
    const refreshToken = values.refresh_token;
    if (refreshToken === undefined) throw new InvalidRequestError("refresh_token is required");
    return { grantType, credentials, refreshToken, ...withResource(values.resource) };
  }
  const { code, redirect_uri: redirectUri, code_verifier: codeVerifier } = values;
  if (code === undefined) throw new InvalidRequestError("code is required");
  if (redirectUri === undefined) throw new InvalidRequestError("redirect_uri is required");
  if (codeVerifier !== undefined && !isValidCodeVerifier(codeVerifier)) {
    throw new InvalidRequestError("code_verifier must be 43 to 128 unreserved characters (RFC 7636 s4.1)");
  }
  return {
    grantType,
    credentials,
    code,
    redirectUri,
    codeVerifier: codeVerifier ?? null,
    ...withResource(values.resource),
  };
}

const withResource = (resource: string | undefined) => (resource === undefined ? {} : { resource });

/** Client credentials from the body or HTTP Basic (one method per request), as every client-authenticated endpoint reads them. */
export function readClientCredentials(
  bodyId: string | undefined,
  bodySecret: string | undefined,
  header: string | null | undefined,
): ClientCredentials {
  const basic = header === undefined || header === null || header === "" ? null : parseBasicAuthorization(header);
  if (basic !== null) {
    // RFC 6749 s2.3: one authentication method per request.
    if (bodySecret !== undefined)
      throw new InvalidRequestError(
        "send client credentials either in the Authorization header or in the body, not both",
      );
    if (bodyId !== undefined && bodyId !== basic.clientId)
      throw new InvalidRequestError("client_id does not match the Authorization header");
    return { clientId: basic.clientId, clientSecret: basic.clientSecret, method: "client_secret_basic" };
  }
  if (bodyId === undefined) throw new InvalidClientError("client authentication is required");
  return {
    clientId: bodyId,
    clientSecret: bodySecret ?? null,
    method: bodySecret === undefined ? "none" : "client_secret_post",
  };
}

/**
 * RFC 7617 Basic credentials, where RFC 6749 s2.3.1 first form-urlencodes the client id and
 * secret, so both are decoded again after base64.
 */
export function parseBasicAuthorization(header: string): { clientId: string; clientSecret: string | null } {
  const match = /^basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header);
  if (match === null) throw new InvalidRequestError("the Authorization header must use the Basic scheme");
  const decoded = Buffer.from(match[1] ?? "", "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon === -1) throw new InvalidRequestError("malformed Basic credentials");
  const clientId = formDecode(decoded.slice(0, colon));
  const clientSecret = formDecode(decoded.slice(colon + 1));
  if (clientId === "") throw new InvalidClientError("client authentication is required");
  return { clientId, clientSecret: clientSecret === "" ? null : clientSecret };
}

function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    throw new InvalidRequestError("malformed Basic credentials: bad percent-encoding");
  }
}

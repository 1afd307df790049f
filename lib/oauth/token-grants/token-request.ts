// Parses a token request (RFC 6749 s4.1.3, s6) from parameters the HTTP edge already decoded
// (form or JSON), plus the raw Authorization header for HTTP Basic client authentication.
import { decodeJwt } from "jose";
import { type SchedulingDetail, parseAuthorizationDetails } from "../authorization-details/scheduling-detail";
import {
  InvalidAuthorizationDetailsError,
  InvalidClientError,
  InvalidRequestError,
  UnsupportedGrantTypeError,
} from "../errors";
import { isValidCodeVerifier } from "../pkce";
import { type RequestParams, readParams } from "../request-params";

/** No legitimate value comes near this; it bounds hashing and storage lookups. */
export const MAX_TOKEN_PARAM_LENGTH = 4096;

// `scope` is not read: on refresh the scopes stay those of the grant (spec s4.2), so it is ignored.
// The API reference documents exactly these (lib/server/api/oauth-schemas.ts).
export const TOKEN_REQUEST_PARAMS = [
  "grant_type",
  "code",
  "redirect_uri",
  "code_verifier",
  "refresh_token",
  "client_id",
  "client_secret",
  "client_assertion_type",
  "client_assertion",
  "resource",
  // RFC 9396 s6: read strictly; it may name only granted details (the grants check), never widen.
  "authorization_details",
] as const;

export type ClientAuthMethod = "client_secret_basic" | "client_secret_post" | "private_key_jwt" | "none";

/** RFC 7523 s2.2: the only client_assertion_type accepted. */
export const JWT_BEARER_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

export interface ClientCredentials {
  readonly clientId: string;
  /** null when none was sent (public clients, and private_key_jwt). */
  readonly clientSecret: string | null;
  readonly method: ClientAuthMethod;
  /** The signed JWT of private_key_jwt (method "private_key_jwt" exactly when present). */
  readonly assertion?: string;
}

/** A client assertion's parameters as sent (RFC 7521 s4.2); both absent when none was sent. */
export interface ClientAssertionParams {
  readonly type?: string | undefined;
  readonly assertion?: string | undefined;
}

export interface AuthorizationCodeTokenRequest {
  readonly grantType: "authorization_code";
  readonly credentials: ClientCredentials;
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier: string | null;
  /** RFC 8707 `resource` as sent; null when none. */
  readonly resource?: string | null;
  /** RFC 9396 s6.1 `authorization_details` as read (normalised); absent when none was sent. */
  readonly authorizationDetails?: SchedulingDetail[];
}

export interface RefreshTokenRequest {
  readonly grantType: "refresh_token";
  readonly credentials: ClientCredentials;
  readonly refreshToken: string;
  /** RFC 8707 `resource` as sent; null when none. */
  readonly resource?: string | null;
  /** RFC 9396 s6.2 `authorization_details` as read (normalised); absent when none was sent. */
  readonly authorizationDetails?: SchedulingDetail[];
}

export type TokenRequest = AuthorizationCodeTokenRequest | RefreshTokenRequest;

/** Throws an OAuthError (invalid_request, unsupported_grant_type, invalid_client) when unusable. */
export function parseTokenRequest(params: RequestParams, authorizationHeader?: string | null): TokenRequest {
  const { values, duplicates, malformed } = readParams(params, TOKEN_REQUEST_PARAMS);
  if (duplicates.length > 0) throw new InvalidRequestError(`parameters sent more than once: ${duplicates.join(", ")}`);
  if (malformed.length > 0) throw new InvalidRequestError(`parameters must be strings: ${malformed.join(", ")}`);
  // authorization_details has its own bound, refused with its own error code.
  const oversized = TOKEN_REQUEST_PARAMS.filter(
    (name) => name !== "authorization_details" && (values[name]?.length ?? 0) > MAX_TOKEN_PARAM_LENGTH,
  );
  if (oversized.length > 0) throw new InvalidRequestError(`parameters too long: ${oversized.join(", ")}`);

  const grantType = values.grant_type;
  if (grantType === undefined) throw new InvalidRequestError("grant_type is required");
  if (grantType !== "authorization_code" && grantType !== "refresh_token") {
    throw new UnsupportedGrantTypeError("grant_type must be authorization_code or refresh_token");
  }

  const details = withDetails(values.authorization_details);
  const credentials = readClientCredentials(values.client_id, values.client_secret, authorizationHeader, {
    type: values.client_assertion_type,
    assertion: values.client_assertion,
  });

  if (grantType === "refresh_token") {
    const refreshToken = values.refresh_token;
    if (refreshToken === undefined) throw new InvalidRequestError("refresh_token is required");
    return { grantType, credentials, refreshToken, ...withResource(values.resource), ...details };
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
    ...details,
  };
}

const withResource = (resource: string | undefined) => (resource === undefined ? {} : { resource });

/** Malformed details are refused before anything is read or written (RFC 9396 s5). */
function withDetails(raw: string | undefined): { authorizationDetails?: SchedulingDetail[] } {
  if (raw === undefined) return {};
  const reading = parseAuthorizationDetails(raw);
  if (!reading.ok) throw new InvalidAuthorizationDetailsError(reading.description);
  return { authorizationDetails: reading.details };
}

/** Client credentials from the body or HTTP Basic (one method per request), as every client-authenticated endpoint reads them. */
export function readClientCredentials(
  bodyId: string | undefined,
  bodySecret: string | undefined,
  header: string | null | undefined,
  assertion: ClientAssertionParams = {},
): ClientCredentials {
  if (assertion.type !== undefined || assertion.assertion !== undefined)
    return readAssertionCredentials(bodyId, bodySecret, header, assertion);
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
 * private_key_jwt (RFC 7521 s4.2, RFC 7523 s2.2): the assertion alone authenticates; client_id is
 * optional, and when absent the client is the one the assertion's sub names (its signature is
 * checked against that client's keys, so an unverified sub only picks whose keys to try).
 */
function readAssertionCredentials(
  bodyId: string | undefined,
  bodySecret: string | undefined,
  header: string | null | undefined,
  { type, assertion }: ClientAssertionParams,
): ClientCredentials {
  if (bodySecret !== undefined || (header !== undefined && header !== null && header !== ""))
    throw new InvalidRequestError("send either a client assertion or a client secret, not both (RFC 6749 s2.3)");
  if (type === undefined) throw new InvalidRequestError("client_assertion_type is required with client_assertion");
  if (assertion === undefined) throw new InvalidRequestError("client_assertion is required with client_assertion_type");
  if (type !== JWT_BEARER_ASSERTION_TYPE)
    throw new InvalidClientError(`client_assertion_type must be ${JWT_BEARER_ASSERTION_TYPE}`);
  const clientId = bodyId ?? assertedSubject(assertion);
  if (clientId === "") throw new InvalidClientError("client authentication is required");
  return { clientId, clientSecret: null, method: "private_key_jwt", assertion };
}

function assertedSubject(assertion: string): string {
  let sub: unknown;
  try {
    sub = decodeJwt(assertion).sub;
  } catch {
    throw new InvalidClientError("client_assertion must be a signed JWT (RFC 7523)");
  }
  if (typeof sub !== "string") throw new InvalidClientError("the client assertion's sub must be the client_id");
  return sub;
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

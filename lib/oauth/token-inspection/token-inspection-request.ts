// The request shape RFC 7009 (revocation) and RFC 7662 (introspection) share: the token, an
// optional hint of its type, and the calling client's credentials as at the token endpoint.
import { InvalidRequestError } from "../errors";
import { type RequestParams, readParams } from "../request-params";
import { type ClientCredentials, MAX_TOKEN_PARAM_LENGTH, readClientCredentials } from "../token-grants/token-request";

export type TokenTypeHint = "access_token" | "refresh_token";

export interface TokenInspectionRequest {
  readonly credentials: ClientCredentials;
  readonly token: string;
  /** Only a hint (RFC 7009 s2.1): both kinds are tried, the hinted one first. */
  readonly hint: TokenTypeHint | null;
}

/** What both read; the API reference documents exactly these (lib/server/api/oauth-schemas.ts). */
export const TOKEN_INSPECTION_PARAMS = [
  "token",
  "token_type_hint",
  "client_id",
  "client_secret",
  "client_assertion_type",
  "client_assertion",
] as const;

/** Throws invalid_request or invalid_client when the request is unusable. */
export function parseTokenInspectionRequest(
  params: RequestParams,
  authorizationHeader?: string | null,
): TokenInspectionRequest {
  const { values, duplicates, malformed } = readParams(params, TOKEN_INSPECTION_PARAMS);
  if (duplicates.length > 0) throw new InvalidRequestError(`parameters sent more than once: ${duplicates.join(", ")}`);
  if (malformed.length > 0) throw new InvalidRequestError(`parameters must be strings: ${malformed.join(", ")}`);
  const oversized = TOKEN_INSPECTION_PARAMS.filter((name) => (values[name]?.length ?? 0) > MAX_TOKEN_PARAM_LENGTH);
  if (oversized.length > 0) throw new InvalidRequestError(`parameters too long: ${oversized.join(", ")}`);

  const credentials = readClientCredentials(values.client_id, values.client_secret, authorizationHeader, {
    type: values.client_assertion_type,
    assertion: values.client_assertion,
  });
  if (values.token === undefined) throw new InvalidRequestError("token is required");
  // An unknown hint is ignored, as RFC 7009 s2.1 allows: the token is looked up as every kind.
  const hint =
    values.token_type_hint === "access_token" || values.token_type_hint === "refresh_token"
      ? values.token_type_hint
      : null;
  return { credentials, token: values.token, hint };
}

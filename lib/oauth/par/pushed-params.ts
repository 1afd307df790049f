// The body of a pushed authorization request (RFC 9126 s2.1): the client's credentials, read as
// the token endpoint reads them, and the authorization request, which is everything else.
import { InvalidRequestError } from "../errors";
import { type RequestParams, readParams } from "../request-params";

/** Credentials travel beside the request; they are never stored with it. */
const CREDENTIAL_PARAMS = new Set(["client_secret", "client_assertion", "client_assertion_type"]);
/** No authorization request needs more; it bounds the work before anything is stored. */
const MAX_PARAMS = 50;

export interface PushedParams {
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  /** The authorization request, credentials left out. */
  readonly request: URLSearchParams;
}

export function readPushedParams(params: RequestParams): PushedParams {
  const { values, duplicates, malformed } = readParams(params, ["client_id", "client_secret"]);
  if (duplicates.length > 0) throw new InvalidRequestError(`parameters sent more than once: ${duplicates.join(", ")}`);
  if (malformed.length > 0) throw new InvalidRequestError(`parameters must be strings: ${malformed.join(", ")}`);
  const request = new URLSearchParams();
  for (const [name, value] of entries(params)) {
    if (CREDENTIAL_PARAMS.has(name)) continue;
    if (typeof value !== "string") throw new InvalidRequestError(`parameters must be strings: ${name}`);
    request.append(name, value);
    if (request.size > MAX_PARAMS)
      throw new InvalidRequestError(`a pushed request has at most ${MAX_PARAMS} parameters`);
  }
  return { clientId: values.client_id, clientSecret: values.client_secret, request };
}

function entries(params: RequestParams): [string, unknown][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  const all: [string, unknown][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? (value as readonly unknown[]) : [value]) all.push([name, one]);
  }
  return all;
}

// The request_uri a pushed request is answered with (RFC 9126 s2.2): the URN prefix the RFC gives
// and 256 random bits. Only the hash of the random part is stored, as for codes and tokens.
import { hashSecret } from "../constant-time";
import type { RandomBytes } from "../ports";
import { randomToken } from "../random-token";

export const REQUEST_URI_PREFIX = "urn:ietf:params:oauth:request_uri:";
/** The prefix and 43 base64url characters; anything longer is not one of ours. */
const MAX_REQUEST_URI_LENGTH = 200;

export function newRequestUri(randomBytes: RandomBytes): { requestUri: string; referenceHash: string } {
  const reference = randomToken(randomBytes);
  return { requestUri: `${REQUEST_URI_PREFIX}${reference}`, referenceHash: hashSecret(reference) };
}

/** The stored hash a presented request_uri would have; null when it cannot be one we issued. */
export function referenceHashOf(requestUri: string): string | null {
  if (requestUri.length > MAX_REQUEST_URI_LENGTH || !requestUri.startsWith(REQUEST_URI_PREFIX)) return null;
  const reference = requestUri.slice(REQUEST_URI_PREFIX.length);
  return /^[A-Za-z0-9_-]+$/.test(reference) ? hashSecret(reference) : null;
}

// Why a Client ID Metadata Document was refused, as the authorization error page says it, and what
// the consent screen says of a client identified by one.
import type { MetadataDocumentProblem } from "@/lib/oauth/client-metadata/metadata-document";
import type { MetadataFetchRefusal } from "@/lib/oauth/client-metadata/ports";

const FETCH_REFUSALS: Record<MetadataFetchRefusal, string> = {
  not_public_address: "Its address is not a public internet address, so this service does not connect to it.",
  not_https: "It is not served over https.",
  not_default_port: "Its address names a port; the document must be served on https's own port (443).",
  dns_failed: "Its host name could not be found.",
  redirected: "The address answered with a redirect; the document must be served at the client_id itself.",
  http_error: "The address did not answer with the document (HTTP status other than 200).",
  too_large: "The document is larger than 64 KB.",
  timeout: "The address did not answer within 1.5 seconds.",
  network_error: "The connection to the address failed.",
  busy: "Too many requests to that address are under way already. Try again in a moment.",
};

const DOCUMENT_PROBLEMS: Record<MetadataDocumentProblem, string> = {
  not_json: "It is not a JSON object.",
  client_id_mismatch: "Its client_id is not exactly the address it was fetched from.",
  name_missing: "It has no usable client_name (1 to 100 characters).",
  redirect_uris_missing: "It lists no redirect_uris.",
  redirect_uri_invalid:
    "One of its redirect_uris is not acceptable (https, or http on this device, or an app's own scheme; at most 10).",
  auth_method_not_none:
    'Its token_endpoint_auth_method must be "none" (no secret) or "private_key_jwt" (keys it publishes).',
  keys_missing: 'With "private_key_jwt" it must publish its keys: a jwks_uri (https) or a jwks set.',
  keys_invalid:
    "Its jwks_uri is not an https address, or its jwks is not a set of up to 5 public signing keys (EC P-256/P-384, Ed25519, RSA 2048-4096).",
  auth_method_changed:
    "Its token_endpoint_auth_method differs from the one this application was approved with. An approved application cannot change how it authenticates through its document; publish the document with the approved method, or register the new one under a new URL.",
  secret_present: "It contains a client secret, which a public document must never hold.",
  logo_invalid: "Its logo_uri is not an https address.",
  client_uri_invalid: "Its client_uri is not an https address.",
};

/** The sentence under the error that says exactly why the document was refused. */
export function metadataRefusalDetail(detail: string | null): string | null {
  if (detail === null) return null;
  return FETCH_REFUSALS[detail as MetadataFetchRefusal] ?? DOCUMENT_PROBLEMS[detail as MetadataDocumentProblem] ?? null;
}

export const METADATA_CLIENT_WORDS = {
  verifiedHost: (host: string) => `Identified by a document served from ${host}`,
  verifiedHostHint:
    "This service fetched the application's description from that address. Check it is the app you meant to use.",
  localOnly:
    "This application only sends you back to a program on this device. Allow it only if you started it yourself just now.",
} as const;

export const METADATA_REVIEW_WORDS = {
  heading: "Client ID Metadata Document",
  servedFrom: "Registered itself with the document served from",
  explain:
    "Nobody at the platform registered this application: it named the URL of its own description as its client id. " +
    "Approve it only if you trust that host, and grant only the scopes it needs.",
  scopesToGrant: "Scopes it may use once approved",
} as const;

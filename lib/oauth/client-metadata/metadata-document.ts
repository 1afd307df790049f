// Validation of a fetched Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document
// s4.1, RFC 7591 s2): valid JSON whose `client_id` equals the URL it was fetched from exactly, a
// name, redirect URIs that a public client may register, no shared secret, optional https logo and
// home page. Returns a code, never a sentence; the page words it.
import { isRegisteredRedirectUri, validateRedirectUriForRegistration } from "../redirect-uri";
import { type Scope, isScope } from "../scope-catalogue";

export const MAX_METADATA_REDIRECT_URIS = 10;
export const MAX_CLIENT_NAME_LENGTH = 100;

export type MetadataDocumentProblem =
  | "not_json"
  | "client_id_mismatch"
  | "name_missing"
  | "redirect_uris_missing"
  | "redirect_uri_invalid"
  | "auth_method_not_none"
  | "secret_present"
  | "logo_invalid"
  | "client_uri_invalid";

export interface MetadataDocument {
  readonly clientName: string;
  readonly redirectUris: readonly string[];
  readonly logoUri: string | null;
  readonly clientUri: string | null;
  /** The scopes the document asks for (RFC 7591 `scope`), those this server knows. */
  readonly scopes: readonly Scope[];
}

export type MetadataDocumentCheck =
  | { ok: true; document: MetadataDocument; raw: Record<string, unknown> }
  | { ok: false; problem: MetadataDocumentProblem };

/** How JSON.stringify writes U+0000 and unpaired surrogates. */
const UNSTORABLE_CHARACTER = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
const fail = (problem: MetadataDocumentProblem): MetadataDocumentCheck => ({ ok: false, problem });
const isHttpsUrl = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 2000 && URL.canParse(value) && new URL(value).protocol === "https:";

export function checkMetadataDocument(body: string, clientId: string): MetadataDocumentCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return fail("not_json");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail("not_json");
  const doc = raw as Record<string, unknown>;
  // The document is stored as it came: PostgreSQL text and jsonb hold neither U+0000 nor a lone
  // surrogate, so a document carrying one (in any key or value) is refused here, not failed there.
  if (UNSTORABLE_CHARACTER.test(JSON.stringify(doc))) return fail("not_json");
  if (doc.client_id !== clientId) return fail("client_id_mismatch");
  // s4.1: a document must not carry a shared secret, and such a client authenticates with none.
  if ("client_secret" in doc || "client_secret_expires_at" in doc) return fail("secret_present");
  if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== "none")
    return fail("auth_method_not_none");
  const name = typeof doc.client_name === "string" ? doc.client_name.trim() : "";
  if (name === "" || name.length > MAX_CLIENT_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    return fail("name_missing");
  const uris = doc.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) return fail("redirect_uris_missing");
  if (uris.length > MAX_METADATA_REDIRECT_URIS) return fail("redirect_uri_invalid");
  if (!uris.every((u) => typeof u === "string" && validateRedirectUriForRegistration(u, "PUBLIC").ok))
    return fail("redirect_uri_invalid");
  if (doc.logo_uri !== undefined && !isHttpsUrl(doc.logo_uri)) return fail("logo_invalid");
  if (doc.client_uri !== undefined && !isHttpsUrl(doc.client_uri)) return fail("client_uri_invalid");
  const scopes = typeof doc.scope === "string" ? [...new Set(doc.scope.split(" ").filter(isScope))].slice(0, 50) : [];
  return {
    ok: true,
    raw: doc,
    document: {
      clientName: name,
      redirectUris: [...new Set(uris as string[])],
      logoUri: (doc.logo_uri as string | undefined) ?? null,
      clientUri: (doc.client_uri as string | undefined) ?? null,
      scopes,
    },
  };
}

/** The requested redirect URI must be one the document lists (s4.1, RFC 9700 s4.1.1 matching). */
export function documentListsRedirectUri(document: MetadataDocument, redirectUri: string): boolean {
  return isRegisteredRedirectUri(redirectUri, document.redirectUris, "PUBLIC");
}

/** Every redirect URI returns to this device (loopback or an app's own scheme): the consent screen says so. */
export function redirectsOnlyLocally(redirectUris: readonly string[]): boolean {
  return redirectUris.every((uri) => {
    if (!URL.canParse(uri)) return false;
    const url = new URL(uri);
    if (url.protocol !== "http:" && url.protocol !== "https:") return true;
    return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  });
}

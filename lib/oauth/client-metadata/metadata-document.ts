// Validation of a fetched Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document
// s4.1, RFC 7591 s2): valid JSON whose `client_id` equals the URL it was fetched from exactly, a
// name, redirect URIs that a public client may register, no shared secret, optional https logo and
// home page. Such a client is public (token_endpoint_auth_method "none"), or authenticates with keys
// (private_key_jwt, RFC 7523) it publishes at a `jwks_uri` or lists inline as `jwks`; then it is a
// confidential client and its redirect URIs are those a confidential client may register. Returns a
// code, never a sentence; the page words it.
import { type PublicJwk, readPublicJwks } from "../client-assertion/public-jwk";
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
  /** private_key_jwt without a usable jwks_uri or jwks. */
  | "keys_missing"
  | "keys_invalid"
  /** An approved client's document names another authentication method than it was approved with. */
  | "auth_method_changed"
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
  /** "none": a public client; "private_key_jwt": a confidential one, authenticated by its keys. */
  readonly authMethod: MetadataAuthMethod;
  /** private_key_jwt: where it publishes its keys; null when none. */
  readonly jwksUri: string | null;
  /** private_key_jwt: the keys listed in the document itself; empty when none. */
  readonly jwks: readonly PublicJwk[];
}

export type MetadataAuthMethod = "none" | "private_key_jwt";

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
  const authMethod = doc.token_endpoint_auth_method ?? "none";
  if (authMethod !== "none" && authMethod !== "private_key_jwt") return fail("auth_method_not_none");
  const keys = authMethod === "private_key_jwt" ? documentKeys(doc) : { jwksUri: null, jwks: [] };
  if ("problem" in keys) return fail(keys.problem);
  const kind = authMethod === "none" ? "PUBLIC" : "CONFIDENTIAL";
  const name = typeof doc.client_name === "string" ? doc.client_name.trim() : "";
  if (name === "" || name.length > MAX_CLIENT_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    return fail("name_missing");
  const uris = doc.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) return fail("redirect_uris_missing");
  if (uris.length > MAX_METADATA_REDIRECT_URIS) return fail("redirect_uri_invalid");
  if (!uris.every((u) => typeof u === "string" && validateRedirectUriForRegistration(u, kind).ok))
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
      authMethod,
      ...keys,
    },
  };
}

/** private_key_jwt's keys: a jwks_uri (https), inline jwks, or both; at least one. */
function documentKeys(
  doc: Record<string, unknown>,
): { jwksUri: string | null; jwks: readonly PublicJwk[] } | { problem: MetadataDocumentProblem } {
  const { jwks_uri: jwksUri, jwks } = doc;
  if (jwksUri === undefined && jwks === undefined) return { problem: "keys_missing" };
  if (jwksUri !== undefined && !(isHttpsUrl(jwksUri) && !new URL(jwksUri).hash)) return { problem: "keys_invalid" };
  let inline: readonly PublicJwk[] = [];
  if (jwks !== undefined) {
    const read = readPublicJwks(jwks);
    if (!read.ok) return { problem: "keys_invalid" };
    inline = read.keys;
  }
  return { jwksUri: (jwksUri as string | undefined) ?? null, jwks: inline };
}

/** The kind of client a document makes: confidential exactly when it authenticates with keys. */
export function documentClientKind(document: Pick<MetadataDocument, "authMethod">): "PUBLIC" | "CONFIDENTIAL" {
  return document.authMethod === "none" ? "PUBLIC" : "CONFIDENTIAL";
}

/** The requested redirect URI must be one the document lists (s4.1, RFC 9700 s4.1.1 matching). */
export function documentListsRedirectUri(document: MetadataDocument, redirectUri: string): boolean {
  return isRegisteredRedirectUri(redirectUri, document.redirectUris, documentClientKind(document));
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

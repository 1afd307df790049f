// A client_id that is the URL of a Client ID Metadata Document
// (draft-ietf-oauth-client-id-metadata-document s3): https, with a path, no fragment, no
// credentials, no dot segments. Plain http only to a loopback host, and only when the
// development switch that lets webhooks reach loopback allows it.
export const MAX_METADATA_CLIENT_ID_LENGTH = 2048;

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isMetadataDocumentClientId(clientId: string, allowHttpLoopback: boolean): boolean {
  if (clientId.length > MAX_METADATA_CLIENT_ID_LENGTH || !URL.canParse(clientId)) return false;
  if (!/^https?:\/\//i.test(clientId) || /[#\s\\]/.test(clientId)) return false;
  const url = new URL(clientId);
  if (url.username !== "" || url.password !== "") return false;
  if (url.pathname === "/" || url.pathname === "") return false;
  // The URL must be written as it will be compared: no "." or ".." segments a parser would fold.
  if (url.href !== clientId) return false;
  if (url.protocol === "https:") return true;
  return allowHttpLoopback && url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/** The host a person can check against the app they meant to use. */
export function metadataDocumentHost(clientId: string): string {
  return new URL(clientId).host;
}

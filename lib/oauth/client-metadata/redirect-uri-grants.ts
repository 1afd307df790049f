// A metadata-document client is often one program installed many times, each installation with a
// redirect URI of its own. A grant belongs to the installation its code was sent to: when a newer
// document drops a redirect URI, the grants issued through it end (the draft's "changes in client
// metadata" let an authorization server end consent on such a change) and every other stays.
import { isRegisteredRedirectUri } from "../redirect-uri";

export interface LiveGrantRedirect {
  readonly id: string;
  /** Null: issued before grants recorded it; such a grant is left alone. */
  readonly redirectUri: string | null;
}

/** The grants whose redirect URI no kept URI matches (RFC 8252 loopback ports included). */
export function grantsOfDroppedRedirectUris(
  grants: readonly LiveGrantRedirect[],
  keptRedirectUris: readonly string[],
): string[] {
  return grants
    .filter((g) => g.redirectUri !== null && !isRegisteredRedirectUri(g.redirectUri, keptRedirectUris, "PUBLIC"))
    .map((g) => g.id);
}

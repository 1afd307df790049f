// What a newer metadata document changes of a client registered by an earlier one. Nothing approved
// yet (pending, rejected): the reviewer sees the document as it is now. Approved or suspended: what
// narrows the client applies at once (redirect URIs it dropped, unless that would leave none: the
// approved configuration keeps working until an administrator acts), and what widens or renames it
// waits for review as a change request. A refetch that changes nothing a reviewer decides on only
// refreshes the cached copy, so anyone able to make us refetch cannot disturb a pending decision.
import type { ClientKind, ClientStatus } from "../ports";
import { type MetadataDocument, documentClientKind } from "./metadata-document";

/** The stored client, as the decision reads it (locked by the adapter while it decides). */
export interface StoredMetadataClient {
  readonly status: ClientStatus;
  readonly kind: ClientKind;
  readonly name: string;
  readonly redirectUris: readonly string[];
  readonly logoUrl: string | null;
  readonly websiteUrl: string | null;
}

export interface MetadataChangeForReview {
  readonly addedRedirectUris: readonly string[];
  /** Every approved URI when the document dropped them all (the request shows it). */
  readonly removedRedirectUris: readonly string[];
  /** The new name, when the document renames the client. */
  readonly name: string | null;
}

export type MetadataDocumentChange =
  | { readonly kind: "refresh" }
  | {
      readonly kind: "replace";
      /** Public or confidential, as the document's token_endpoint_auth_method says (pending clients only). */
      readonly clientKind: ClientKind;
      readonly name: string;
      readonly redirectUris: readonly string[];
      readonly logoUrl: string | null;
      readonly websiteUrl: string | null;
    }
  | {
      readonly kind: "narrow";
      /** The redirect URIs that stay, when some (not all) were dropped; null: unchanged. */
      readonly redirectUris: readonly string[] | null;
      readonly review: MetadataChangeForReview | null;
    };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((uri, i) => uri === b[i]);

export function metadataDocumentChange(
  stored: StoredMetadataClient,
  document: MetadataDocument,
): MetadataDocumentChange {
  if (stored.status === "PENDING" || stored.status === "REJECTED") {
    const unchanged =
      documentClientKind(document) === stored.kind &&
      document.clientName === stored.name &&
      sameList(document.redirectUris, stored.redirectUris) &&
      document.logoUri === stored.logoUrl &&
      document.clientUri === stored.websiteUrl;
    if (unchanged) return { kind: "refresh" };
    return {
      kind: "replace",
      clientKind: documentClientKind(document),
      name: document.clientName,
      redirectUris: [...document.redirectUris],
      logoUrl: document.logoUri,
      websiteUrl: document.clientUri,
    };
  }
  const kept = stored.redirectUris.filter((uri) => document.redirectUris.includes(uri));
  const added = document.redirectUris.filter((uri) => !stored.redirectUris.includes(uri));
  const renamed = document.clientName !== stored.name;
  const narrowed = kept.length > 0 && kept.length < stored.redirectUris.length;
  const review =
    added.length > 0 || renamed
      ? {
          addedRedirectUris: added,
          removedRedirectUris: kept.length > 0 ? [] : [...stored.redirectUris],
          name: renamed ? document.clientName : null,
        }
      : null;
  if (!narrowed && review === null) return { kind: "refresh" };
  return { kind: "narrow", redirectUris: narrowed ? kept : null, review };
}

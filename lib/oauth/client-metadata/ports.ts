// What resolving a metadata-document client needs from outside: the outbound fetch (under the
// webhook rules, lib/server/client-metadata) and the clients table (lib/db/oauth/metadata-clients.ts).
import type { PublicJwk } from "../client-assertion/public-jwk";
import type { ClientKind, ClientStatus } from "../ports";
import type { Scope } from "../scope-catalogue";
import type { MetadataDocumentChange, StoredMetadataClient } from "./document-change";
import type { CachingHeaders } from "./metadata-cache";
import type { MetadataDocument } from "./metadata-document";

export type MetadataFetchRefusal =
  /** The host is, or resolves to, an address we never connect to (private, loopback, metadata service...). */
  | "not_public_address"
  | "not_https"
  /** The URL names a port: only https's own is fetched. */
  | "not_default_port"
  | "dns_failed"
  | "redirected"
  | "http_error"
  | "too_large"
  | "timeout"
  | "network_error"
  /** Enough fetches to the document's address are under way already (it is not remembered). */
  | "busy";

export type MetadataFetchResult =
  | { ok: true; body: string; caching: CachingHeaders }
  | { ok: false; refusal: MetadataFetchRefusal };

export interface MetadataDocumentFetcher {
  fetch(url: string): Promise<MetadataFetchResult>;
}

export interface MetadataClientRecord {
  readonly clientId: string;
  readonly status: ClientStatus;
  /** CONFIDENTIAL exactly when its document named private_key_jwt when it was registered or last replaced. */
  readonly kind: ClientKind;
  readonly name: string;
  readonly redirectUris: readonly string[];
  /** Until when the stored document may be used without fetching it again. */
  readonly cachedUntil: Date | null;
}

/** Where a metadata-document client's keys are: its jwks_uri and the keys its document lists. */
export interface MetadataKeys {
  readonly jwksUri: string | null;
  readonly jwks: readonly PublicJwk[];
}

export interface NewMetadataClient {
  readonly clientId: string;
  readonly document: MetadataDocument;
  /** The document as fetched, kept for the reviewer. */
  readonly raw: Record<string, unknown>;
  /** What it may ask for once approved: the document's scopes, else the first request's. */
  readonly scopes: readonly Scope[];
  readonly cachedUntil: Date;
  readonly now: Date;
  /** The trusted-host rule (its pattern) that applied at first sight; null or absent: none. */
  readonly hostRule?: string | null;
  /** That rule allows every scope it asks for: registered approved, with no person's review. */
  readonly approvedByHostRule?: boolean;
}

export interface MetadataDocumentUpdate {
  readonly clientId: string;
  readonly raw: Record<string, unknown>;
  /**
   * The document's keys (private_key_jwt). Stored with every document of a confidential client, as a
   * secret's rotation is: a key replaces a secret, not a scope, so it waits for no review.
   */
  readonly keys: MetadataKeys;
  readonly cachedUntil: Date;
  readonly now: Date;
  /** The core's decision (document-change.ts), made on the stored client while it is locked. */
  readonly change: (stored: StoredMetadataClient) => MetadataDocumentChange;
}

export interface MetadataClientPort {
  findMetadataClient(clientId: string): Promise<MetadataClientRecord | null>;
  /**
   * Registers the client as a pending public client in the review queue (approved, when a host
   * rule approved it), once: of concurrent first sightings one inserts and the others find it (`exists`).
   */
  registerMetadataClient(client: NewMetadataClient): Promise<"registered" | "exists">;
  /**
   * Stores a newer document's copy and applies what `change` decides: a refresh, the pending
   * client's new configuration, or narrowed redirect URIs and a change request for review (one
   * pending request per client: an identical one is kept, a different one supersedes it).
   */
  recordMetadataDocument(update: MetadataDocumentUpdate): Promise<void>;
}

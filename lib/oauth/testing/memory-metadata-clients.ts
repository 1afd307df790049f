// MetadataClientPort in memory, for the core's unit tests (the Prisma adapter runs the same cases
// in test/oauth/metadata-clients.test.ts).
import { documentClientKind } from "../client-metadata/metadata-document";
import type {
  MetadataClientPort,
  MetadataKeys,
  MetadataClientRecord,
  MetadataDocumentUpdate,
  NewMetadataClient,
} from "../client-metadata/ports";

export type MemoryMetadataClient = { -readonly [K in keyof MetadataClientRecord]: MetadataClientRecord[K] } & {
  raw: Record<string, unknown>;
  scopes: readonly string[];
  logoUrl: string | null;
  websiteUrl: string | null;
  /** The document's keys as last stored (a confidential client's; empty for a public one). */
  keys: { jwksUri: string | null; kids: string[] };
  /** The trusted-host rule that applied at first sight. */
  hostRule: string | null;
  /** A change waiting for review: redirect URIs to add, a new name. */
  pendingChange: { addedRedirectUris: string[]; name: string | null } | null;
};

/** What the adapter stores of a document's keys: a public client has none. */
const keysOf = (kind: string, keys: MetadataKeys) =>
  kind === "CONFIDENTIAL" ? { jwksUri: keys.jwksUri, kids: keys.jwks.map((k) => k.kid) } : { jwksUri: null, kids: [] };

export function createMemoryMetadataClients(): MetadataClientPort & { clients: Map<string, MemoryMetadataClient> } {
  const clients = new Map<string, MemoryMetadataClient>();
  return {
    clients,
    async findMetadataClient(clientId) {
      const found = clients.get(clientId);
      return found ? { ...found } : null;
    },
    async registerMetadataClient(client: NewMetadataClient) {
      if (clients.has(client.clientId)) return "exists";
      clients.set(client.clientId, {
        clientId: client.clientId,
        status: client.approvedByHostRule ? "APPROVED" : "PENDING",
        kind: documentClientKind(client.document),
        keys: keysOf(documentClientKind(client.document), client.document),
        hostRule: client.hostRule ?? null,
        name: client.document.clientName,
        redirectUris: [...client.document.redirectUris],
        logoUrl: client.document.logoUri,
        websiteUrl: client.document.clientUri,
        cachedUntil: client.cachedUntil,
        raw: client.raw,
        scopes: client.scopes,
        pendingChange: null,
      });
      return "registered";
    },
    async recordMetadataDocument(update: MetadataDocumentUpdate) {
      const row = clients.get(update.clientId);
      if (!row) return;
      const change = update.change(row);
      if (change.kind === "replace")
        Object.assign(row, {
          kind: change.clientKind,
          name: change.name,
          redirectUris: [...change.redirectUris],
          logoUrl: change.logoUrl,
          websiteUrl: change.websiteUrl,
        });
      if (change.kind === "narrow") {
        if (change.redirectUris) row.redirectUris = [...change.redirectUris];
        if (change.review)
          row.pendingChange = { addedRedirectUris: [...change.review.addedRedirectUris], name: change.review.name };
      }
      Object.assign(row, { raw: update.raw, cachedUntil: update.cachedUntil, keys: keysOf(row.kind, update.keys) });
    },
  };
}

// MetadataClientPort in memory, for the core's unit tests (the Prisma adapter runs the same cases
// in test/oauth/metadata-clients.test.ts).
import type {
  MetadataClientPort,
  MetadataClientRecord,
  MetadataDocumentUpdate,
  NewMetadataClient,
} from "../client-metadata/ports";

export type MemoryMetadataClient = { -readonly [K in keyof MetadataClientRecord]: MetadataClientRecord[K] } & {
  raw: Record<string, unknown>;
  scopes: readonly string[];
  logoUrl: string | null;
  websiteUrl: string | null;
  /** The trusted-host rule that applied at first sight. */
  hostRule: string | null;
  /** A change waiting for review: redirect URIs to add, a new name. */
  pendingChange: { addedRedirectUris: string[]; name: string | null } | null;
};

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
      Object.assign(row, { raw: update.raw, cachedUntil: update.cachedUntil });
    },
  };
}

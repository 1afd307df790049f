// Wiring for clients identified by a Client ID Metadata Document: the Prisma store, the guarded
// fetcher and the development switch (WEBHOOK_ALLOW_LOOPBACK) that also lets webhooks reach loopback.
import { createPrismaMetadataClients } from "@/lib/db/oauth/metadata-clients";
import { createPrismaHostRules } from "@/lib/db/oauth/metadata-host-rules";
import type { HostRuleDeps } from "@/lib/oauth/client-metadata/host-rules/manage-host-rules";
import type { HostRulePort } from "@/lib/oauth/client-metadata/host-rules/ports";
import { coalesceFetches } from "@/lib/oauth/client-metadata/coalesce-fetches";
import type { MetadataDocumentFetcher } from "@/lib/oauth/client-metadata/ports";
import { rememberFetchFailures } from "@/lib/oauth/client-metadata/remember-fetch-failures";
import type { MetadataClientDeps } from "@/lib/oauth/client-metadata/resolve-metadata-client";
import { createMetadataFetcher, metadataFetchPolicy } from "../client-metadata/fetch-metadata-document";
import { getConfig } from "./config";
import { appPrisma } from "./database";
import { hit } from "../rate-limit/rate-limiter";

// One per process, so a failed fetch is remembered across requests, concurrent fetches of one
// document are one (outermost, so a caller either joins a fetch or finds its failure remembered),
// and the cap per address counts every fetch of the process.
const fetchers = new Map<boolean, MetadataDocumentFetcher>();
function fetcherFor(allowLoopback: boolean): MetadataDocumentFetcher {
  let fetcher = fetchers.get(allowLoopback);
  if (!fetcher) {
    fetcher = coalesceFetches(rememberFetchFailures(createMetadataFetcher(metadataFetchPolicy({ allowLoopback }))));
    fetchers.set(allowLoopback, fetcher);
  }
  return fetcher;
}

/**
 * `address`: the caller's. A first sighting spends the document host's budget and the address's
 * (METADATA_CLIENT_HOST, METADATA_CLIENT_IP), never the portal's registrations.
 */
export async function metadataClientDeps(address: string, now = new Date()): Promise<MetadataClientDeps> {
  const allowLoopback = getConfig().webhookAllowLoopback;
  const prisma = await appPrisma();
  return {
    store: createPrismaMetadataClients(prisma),
    hostRules: createPrismaHostRules(prisma),
    fetcher: fetcherFor(allowLoopback),
    now,
    allowHttpLoopback: allowLoopback,
    spendRegistration: async (clientId) => {
      const host = (await hit("METADATA_CLIENT_HOST", new URL(clientId).host)).allowed;
      return (await hit("METADATA_CLIENT_IP", address)).allowed && host;
    },
  };
}

/** The administrators' trusted-host rules (the admin page reads them; its actions change them). */
export async function hostRuleStore(): Promise<HostRulePort> {
  return createPrismaHostRules(await appPrisma());
}

export async function hostRuleDeps(now = new Date()): Promise<HostRuleDeps> {
  return { store: await hostRuleStore(), now };
}

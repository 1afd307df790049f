// The keys a client publishes at its jwks_uri (RFC 7591 s2), fetched under the outbound rules the
// metadata documents use (the fetcher the root wires) and kept per URI for a while, so an assertion
// costs no request. An assertion naming a kid the cached set lacks fetches the set again - at most
// once per REFETCH_AFTER_MS per URI, so a stream of made-up kids cannot make us fetch for each. A
// failed fetch is remembered as an empty set for as long. Bounded: at most MAX_CACHED_URIS sets,
// the oldest forgotten first. The clock comes in.
import type { MetadataDocumentFetcher } from "../client-metadata/ports";
import type { ClientKeyRecord } from "../records";
import { readRemoteJwks } from "./public-jwk";

export const JWKS_TTL_MS = 5 * 60_000;
export const REFETCH_AFTER_MS = 30_000;
export const MAX_CACHED_URIS = 1_000;

export interface RemoteJwks {
  /** The signing keys published at `uri`; `kid`, when the assertion names one, may prompt a refetch. */
  keysAt(uri: string, kid: string | null): Promise<readonly ClientKeyRecord[]>;
}

/** A published key's id: not a stored row's (nothing is stamped for it), but stable per key. */
export const remoteKeyId = (uri: string, thumbprint: string) => `jwks_uri:${thumbprint}@${uri}`;

export function createRemoteJwks(options: {
  fetcher: MetadataDocumentFetcher;
  now: () => Date;
  ttlMs?: number;
  refetchAfterMs?: number;
  maxUris?: number;
}): RemoteJwks {
  const ttl = options.ttlMs ?? JWKS_TTL_MS;
  const refetchAfter = options.refetchAfterMs ?? REFETCH_AFTER_MS;
  const maxUris = options.maxUris ?? MAX_CACHED_URIS;
  const cache = new Map<string, { keys: readonly ClientKeyRecord[]; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<readonly ClientKeyRecord[]>>();

  async function fetchKeys(uri: string): Promise<readonly ClientKeyRecord[]> {
    const fetched = await options.fetcher.fetch(uri);
    const keys = fetched.ok
      ? readRemoteJwks(fetched.body).map((key) => ({
          id: remoteKeyId(uri, key.thumbprint),
          jwk: key.jwk,
          kid: key.kid,
          alg: key.alg,
        }))
      : [];
    cache.delete(uri);
    cache.set(uri, { keys, fetchedAt: options.now().getTime() });
    if (cache.size > maxUris) cache.delete(cache.keys().next().value as string);
    return keys;
  }

  return {
    async keysAt(uri, kid) {
      const cached = cache.get(uri);
      const age = cached === undefined ? Number.POSITIVE_INFINITY : options.now().getTime() - cached.fetchedAt;
      const lacksKid = kid !== null && cached !== undefined && !cached.keys.some((k) => k.kid === kid);
      if (cached !== undefined && age < ttl && !(lacksKid && age >= refetchAfter)) return cached.keys;
      let running = inFlight.get(uri);
      if (running === undefined) {
        running = fetchKeys(uri).finally(() => inFlight.delete(uri));
        inFlight.set(uri, running);
      }
      return running;
    },
  };
}

// Concurrent fetches of one document are one fetch: a caller that names a URL already being
// fetched waits for that fetch's answer instead of opening another request, so a burst of
// authorization requests naming one slow document costs one outbound request, not one each.
import type { MetadataDocumentFetcher, MetadataFetchResult } from "./ports";

export function coalesceFetches(fetcher: MetadataDocumentFetcher): MetadataDocumentFetcher {
  // Only fetches under way are kept: no larger than the requests being answered right now.
  const inFlight = new Map<string, Promise<MetadataFetchResult>>();
  return {
    fetch(url) {
      const running = inFlight.get(url);
      if (running) return running;
      const started = fetcher.fetch(url).finally(() => inFlight.delete(url));
      inFlight.set(url, started);
      return started;
    },
  };
}

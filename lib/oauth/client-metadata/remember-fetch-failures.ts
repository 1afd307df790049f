// A document that could not be fetched is not fetched again for a minute by this process: the
// refusal is answered from memory, so repeating an authorization request that names a failing
// client_id costs no outbound request (and no wait for the fetch's deadline). At most `maxEntries` are remembered,
// the oldest forgotten first, so a flood of distinct URLs cannot grow memory without bound. A fetch
// refused as `busy` (other fetches held the address) says nothing of the document: not remembered.
import type { MetadataDocumentFetcher, MetadataFetchResult } from "./ports";

export interface FailureMemoryOptions {
  readonly seconds?: number;
  readonly maxEntries?: number;
  readonly clock?: () => number;
}

export function rememberFetchFailures(
  fetcher: MetadataDocumentFetcher,
  { seconds = 60, maxEntries = 1_000, clock = Date.now }: FailureMemoryOptions = {},
): MetadataDocumentFetcher {
  const failures = new Map<string, { until: number; result: MetadataFetchResult }>();
  return {
    async fetch(url) {
      const remembered = failures.get(url);
      if (remembered && remembered.until > clock()) return remembered.result;
      failures.delete(url);
      const result = await fetcher.fetch(url);
      if (!result.ok && result.refusal !== "busy") {
        failures.set(url, { until: clock() + seconds * 1000, result });
        if (failures.size > maxEntries) failures.delete(failures.keys().next().value as string);
      }
      return result;
    },
  };
}

// How long a fetched metadata document may be reused (draft s4.3: honour HTTP caching). Cache-
// Control's max-age (s-maxage ignored: we are not a shared cache); never longer than 24 hours, so a
// changed document is seen within a day, and never less than a minute, no-store and no-cache
// included: otherwise anyone could make every authorization request an outbound fetch.
export const MAX_METADATA_CACHE_SECONDS = 24 * 60 * 60;
/** With no caching headers: a short heuristic lifetime, so a burst of requests fetches once. */
export const DEFAULT_METADATA_CACHE_SECONDS = 5 * 60;
export const MIN_METADATA_CACHE_SECONDS = 60;

export interface CachingHeaders {
  readonly cacheControl?: string | undefined;
  readonly expires?: string | undefined;
  /** The response's Date; `Expires` counts from it. */
  readonly date?: string | undefined;
}

export function metadataCacheSeconds(headers: CachingHeaders, now: Date): number {
  return Math.max(MIN_METADATA_CACHE_SECONDS, headerSeconds(headers, now));
}

function headerSeconds({ cacheControl, expires, date }: CachingHeaders, now: Date): number {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (directives.some((d) => d === "no-store" || d === "no-cache")) return 0;
  const maxAge = directives.map((d) => /^max-age=(\d{1,10})$/.exec(d)?.[1]).find((v) => v !== undefined);
  if (maxAge !== undefined) return Math.min(Number(maxAge), MAX_METADATA_CACHE_SECONDS);
  if (expires !== undefined) {
    const until = Date.parse(expires);
    const from = date !== undefined && !Number.isNaN(Date.parse(date)) ? Date.parse(date) : now.getTime();
    if (Number.isNaN(until)) return 0;
    return Math.max(0, Math.min(Math.floor((until - from) / 1000), MAX_METADATA_CACHE_SECONDS));
  }
  return DEFAULT_METADATA_CACHE_SECONDS;
}

// Each logo URL is fetched once per server process and kept: a logo for an hour, a refusal for
// five minutes (so a broken logo host is not asked on every consent screen). Concurrent requests
// for one URL share one fetch. Bounded: the oldest entry leaves when the cache is full.
import type { Logo, LogoFetch } from "./logo-fetch";

export const LOGO_KEEP_MS = 60 * 60 * 1000;
export const REFUSAL_KEEP_MS = 5 * 60 * 1000;
export const MAX_CACHED_LOGOS = 500;

type Entry = { logo: Logo | null; until: number };

export type LogoCache = { get(url: string): Promise<Logo | null> };

export function createLogoCache(deps: { fetch(url: string): Promise<LogoFetch>; now(): number }): LogoCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Logo | null>>();
  const remember = (url: string, logo: Logo | null) => {
    entries.delete(url);
    if (entries.size >= MAX_CACHED_LOGOS) entries.delete(entries.keys().next().value!);
    entries.set(url, { logo, until: deps.now() + (logo ? LOGO_KEEP_MS : REFUSAL_KEEP_MS) });
  };
  return {
    get(url) {
      const entry = entries.get(url);
      if (entry && entry.until > deps.now()) return Promise.resolve(entry.logo);
      const running = inFlight.get(url);
      if (running) return running;
      const fetching = deps
        .fetch(url)
        .then(
          (result) => (result.ok ? result.logo : null),
          () => null,
        )
        .then((logo) => {
          remember(url, logo);
          inFlight.delete(url);
          return logo;
        });
      inFlight.set(url, fetching);
      return fetching;
    },
  };
}

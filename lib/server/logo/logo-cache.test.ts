import { describe, expect, it } from "vitest";
import { createLogoCache, LOGO_KEEP_MS, REFUSAL_KEEP_MS } from "./logo-cache";
import type { LogoFetch } from "./logo-fetch";

const LOGO = { type: "image/png" as const, bytes: Buffer.from([1]) };

function world(answer: () => Promise<LogoFetch>) {
  let now = 0;
  const fetched: string[] = [];
  const cache = createLogoCache({
    fetch: (url) => {
      fetched.push(url);
      return answer();
    },
    now: () => now,
  });
  return { cache, fetched, advance: (ms: number) => (now += ms) };
}

describe("the logo cache", () => {
  it("fetches a URL once, sharing one fetch between concurrent requests, and again after an hour", async () => {
    const w = world(async () => ({ ok: true, logo: LOGO }));
    expect(await Promise.all([w.cache.get("https://a/l.png"), w.cache.get("https://a/l.png")])).toEqual([LOGO, LOGO]);
    w.advance(LOGO_KEEP_MS - 1);
    expect(await w.cache.get("https://a/l.png")).toEqual(LOGO);
    expect(w.fetched).toHaveLength(1);
    w.advance(1);
    await w.cache.get("https://a/l.png");
    expect(w.fetched).toHaveLength(2);
  });

  it("remembers a refusal or a failure for a few minutes, as no logo", async () => {
    const w = world(async () => ({ ok: false, refusal: "not_public_address" }));
    expect(await w.cache.get("https://10.0.0.1/l.png")).toBeNull();
    expect(await w.cache.get("https://10.0.0.1/l.png")).toBeNull();
    expect(w.fetched).toHaveLength(1);
    w.advance(REFUSAL_KEEP_MS);
    await w.cache.get("https://10.0.0.1/l.png");
    expect(w.fetched).toHaveLength(2);
    const broken = world(() => Promise.reject(new Error("boom")));
    expect(await broken.cache.get("https://a/l.png")).toBeNull();
  });
});

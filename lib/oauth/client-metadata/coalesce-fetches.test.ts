import { describe, expect, it } from "vitest";
import { coalesceFetches } from "./coalesce-fetches";
import type { MetadataFetchResult } from "./ports";

/** A fetcher whose answers the test releases, recording each URL it was asked for. */
function held() {
  const fetched: string[] = [];
  const releases: ((result: MetadataFetchResult) => void)[] = [];
  const fetcher = {
    fetch: (url: string) =>
      new Promise<MetadataFetchResult>((resolve) => {
        fetched.push(url);
        releases.push(resolve);
      }),
  };
  const releaseAll = (result: MetadataFetchResult) => releases.splice(0).forEach((release) => release(result));
  return { fetched, fetcher, releaseAll };
}
const document: MetadataFetchResult = { ok: true, body: "{}", caching: {} };

describe("coalescing metadata fetches", () => {
  it("makes one fetch of concurrent calls for one URL, and gives each caller its answer", async () => {
    const { fetched, fetcher, releaseAll } = held();
    const coalesced = coalesceFetches(fetcher);
    const answers = Array.from({ length: 10 }, () => coalesced.fetch("https://a.example/c"));
    releaseAll(document);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 10 }, () => document));
    expect(fetched).toEqual(["https://a.example/c"]);
  });

  it("fetches distinct URLs separately, and a URL again once its fetch is over", async () => {
    const { fetched, fetcher, releaseAll } = held();
    const coalesced = coalesceFetches(fetcher);
    const both = [coalesced.fetch("https://a.example/1"), coalesced.fetch("https://a.example/2")];
    releaseAll(document);
    await Promise.all(both);
    const again = coalesced.fetch("https://a.example/1");
    releaseAll({ ok: false, refusal: "timeout" });
    expect(await again).toEqual({ ok: false, refusal: "timeout" });
    expect(fetched).toEqual(["https://a.example/1", "https://a.example/2", "https://a.example/1"]);
  });
});

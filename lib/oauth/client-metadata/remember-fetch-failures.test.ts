import { describe, expect, it } from "vitest";
import type { MetadataFetchResult } from "./ports";
import { rememberFetchFailures } from "./remember-fetch-failures";

function counting(answer: (url: string) => MetadataFetchResult) {
  const fetched: string[] = [];
  return { fetched, fetcher: { fetch: async (url: string) => (fetched.push(url), answer(url)) } };
}
const failing = (): MetadataFetchResult => ({ ok: false, refusal: "timeout" });

describe("remembering failed metadata fetches", () => {
  it("answers a failed URL from memory for a minute, then fetches it again", async () => {
    let now = 0;
    const { fetched, fetcher } = counting(failing);
    const remembering = rememberFetchFailures(fetcher, { clock: () => now });
    expect(await remembering.fetch("https://a.example/c")).toEqual({ ok: false, refusal: "timeout" });
    now = 59_000;
    expect(await remembering.fetch("https://a.example/c")).toEqual({ ok: false, refusal: "timeout" });
    expect(fetched).toHaveLength(1);
    now = 60_001;
    await remembering.fetch("https://a.example/c");
    expect(fetched).toHaveLength(2);
  });

  it("never remembers a success", async () => {
    const { fetched, fetcher } = counting(() => ({ ok: true, body: "{}", caching: {} }));
    const remembering = rememberFetchFailures(fetcher);
    await remembering.fetch("https://a.example/c");
    await remembering.fetch("https://a.example/c");
    expect(fetched).toHaveLength(2);
  });

  it("keeps at most maxEntries, forgetting the oldest first", async () => {
    const { fetched, fetcher } = counting(failing);
    const remembering = rememberFetchFailures(fetcher, { maxEntries: 2, clock: () => 0 });
    for (const url of ["https://a.example/1", "https://a.example/2", "https://a.example/3", "https://a.example/3"])
      await remembering.fetch(url);
    expect(fetched).toEqual(["https://a.example/1", "https://a.example/2", "https://a.example/3"]);
    await remembering.fetch("https://a.example/1");
    await remembering.fetch("https://a.example/3");
    expect(fetched.slice(3)).toEqual(["https://a.example/1"]);
  });

  it("does not remember a fetch refused as busy: the document itself was never asked for", async () => {
    let busy = true;
    const { fetched, fetcher } = counting(() =>
      busy ? { ok: false, refusal: "busy" } : { ok: true, body: "{}", caching: {} },
    );
    const remembering = rememberFetchFailures(fetcher, { clock: () => 0 });
    expect(await remembering.fetch("https://a.example/c")).toEqual({ ok: false, refusal: "busy" });
    busy = false;
    expect((await remembering.fetch("https://a.example/c")).ok).toBe(true);
    expect(fetched).toHaveLength(2);
  });
});

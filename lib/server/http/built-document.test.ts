import { describe, expect, it } from "vitest";
import { PUBLIC_DOCUMENT_CACHE_CONTROL, builtOnce, documentResponse, ifNoneMatchHits } from "./built-document";

describe("builtOnce", () => {
  it("builds a document once per process, concurrent first calls included", async () => {
    let builds = 0;
    const build = async () => ({ body: `built ${++builds}`, contentType: "text/plain" });
    const [a, b] = await Promise.all([builtOnce("test-once", build), builtOnce("test-once", build)]);
    const c = await builtOnce("test-once", build);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it("forgets a build that failed, so the next call builds again", async () => {
    let calls = 0;
    const build = async () => {
      calls++;
      if (calls === 1) throw new Error("not yet");
      return { body: "ok", contentType: "text/plain" };
    };
    await expect(builtOnce("test-retry", build)).rejects.toThrow("not yet");
    expect((await builtOnce("test-retry", build)).body).toBe("ok");
    expect(calls).toBe(2);
  });
});

describe("documentResponse", () => {
  const doc = { body: "hello", contentType: "text/plain", etag: '"abc"' };
  const get = (ifNoneMatch?: string) =>
    documentResponse(
      new Request("http://localhost/x", { headers: ifNoneMatch === undefined ? {} : { "if-none-match": ifNoneMatch } }),
      doc,
    );

  it("answers 200 with the body, the ETag and a public cache lifetime", async () => {
    const response = get();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("hello");
    expect(response.headers.get("etag")).toBe('"abc"');
    expect(response.headers.get("cache-control")).toBe(PUBLIC_DOCUMENT_CACHE_CONTROL);
    expect(response.headers.get("content-type")).toBe("text/plain");
  });

  it("answers 304 without a body to a matching If-None-Match (weak, listed or *), 200 otherwise", async () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', "*"]) {
      const response = get(header);
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe('"abc"');
      expect(response.headers.get("cache-control")).toBe(PUBLIC_DOCUMENT_CACHE_CONTROL);
    }
    for (const header of ['"abcd"', "abc", ""]) expect(get(header).status, header).toBe(200);
    expect(ifNoneMatchHits(null, '"abc"')).toBe(false);
  });
});

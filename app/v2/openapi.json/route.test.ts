// The OpenAPI document: built once per process, cached with an ETag (the guard's no-store does not
// apply to it), and still CORS-enabled like the rest of the API.
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (headers: Record<string, string> = {}) =>
  GET(new Request("http://localhost:3000/v2/openapi.json", { headers }));

describe("GET /v2/openapi.json", () => {
  it("serves the document with an ETag and a public cache lifetime, not no-store", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("answers a matching If-None-Match with 304 and no body; a stale one gets the document", async () => {
    const first = await get();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get()).headers.get("etag")).toBe(etag);
    const revalidated = await get({ "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=300");
    const stale = await get({ "if-none-match": '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(etag);
  });

  it("builds the document once: a repeat request returns the same bytes without rebuilding", async () => {
    const [a, b] = await Promise.all([get(), get()]);
    expect(await a.text()).toBe(await b.text());
  });
});

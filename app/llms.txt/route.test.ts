// /llms.txt (llmstxt.org): a title, a summary, and links an agent follows to authorize and to the
// reference, every one on this deployment and served here.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = () => GET(new Request("http://localhost:3000/llms.txt"));

describe("GET /llms.txt", () => {
  it("is plain Markdown text: a title, a one-paragraph summary, then sections", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    const [title, blank, summary] = text.split("\n");
    expect(title).toBe("# Scheduling API v2");
    expect(blank).toBe("");
    expect(summary).toMatch(/^> .*OAuth 2\.0.*PKCE/);
    expect(text).toContain("## How to authorize");
    expect(text).toContain("## Reference");
    expect(text).toContain("http://localhost:3000/v2 (resource identifier");
  });

  it("links to the quickstart, the OpenAPI document and the metadata, all served by this service", async () => {
    const text = await (await get()).text();
    const links = [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => new URL(m[1]!));
    expect(links.map((u) => u.pathname)).toEqual(
      expect.arrayContaining([
        "/docs/agent-quickstart",
        "/v2/openapi.json",
        "/.well-known/oauth-protected-resource/v2",
        "/.well-known/oauth-authorization-server",
      ]),
    );
    for (const url of links) {
      expect(url.origin).toBe("http://localhost:3000");
      expect(existsSync(`app${url.pathname}/route.ts`), url.pathname).toBe(true);
    }
  });
});

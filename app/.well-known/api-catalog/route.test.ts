// RFC 9727: the catalog is a linkset with the RFC's profile, lists the API with its OpenAPI
// document, docs and OAuth metadata on this deployment's origin, and answers HEAD with its Link.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET, HEAD } from "./route";

const URL_OF = "http://localhost:3000/.well-known/api-catalog";
type Target = { href: string; type: string };
type Catalog = { linkset: Array<Record<string, string | Target[]>> };

/** The route file that serves a path of ours ("/v2/openapi.json" -> app/v2/openapi.json/route.ts). */
const served = (path: string) => existsSync(`app${path}/route.ts`);

describe("GET /.well-known/api-catalog", () => {
  it("answers a linkset with the RFC 9727 profile, cacheable and readable from any origin", async () => {
    const response = await GET(new Request(URL_OF));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const again = await GET(new Request(URL_OF, { headers: { "if-none-match": response.headers.get("etag")! } }));
    expect(again.status).toBe(304);
  });

  it("anchors the API at its resource identifier with its OpenAPI document, docs and metadata", async () => {
    const { linkset } = (await (await GET(new Request(URL_OF))).json()) as Catalog;
    const api = linkset.find((context) => context.anchor === "http://localhost:3000/v2")!;
    expect(api).toBeDefined();
    const hrefs = (rel: string) => (api[rel] as Target[]).map((t) => t.href);
    expect(hrefs("service-desc")).toEqual(["http://localhost:3000/v2/openapi.json"]);
    expect(hrefs("service-doc")).toEqual(
      expect.arrayContaining(["http://localhost:3000/docs/api", "http://localhost:3000/docs/agent-quickstart"]),
    );
    expect(hrefs("service-meta")).toEqual(
      expect.arrayContaining([
        "http://localhost:3000/.well-known/oauth-protected-resource/v2",
        "http://localhost:3000/.well-known/oauth-authorization-server",
      ]),
    );
    const catalog = linkset.find((context) => context.anchor === URL_OF)!;
    expect((catalog.item as Target[]).map((t) => t.href)).toEqual(["http://localhost:3000/v2"]);
  });

  it("links only to documents this service serves", async () => {
    const { linkset } = (await (await GET(new Request(URL_OF))).json()) as Catalog;
    const targets = linkset.flatMap((context) =>
      Object.values(context).flatMap((value) => (typeof value === "string" ? [] : value.map((t) => t.href))),
    );
    for (const href of targets.filter((h) => h !== "http://localhost:3000/v2")) {
      expect(served(new URL(href).pathname), href).toBe(true);
    }
  });

  it("answers HEAD with no body and the catalog's own Link (RFC 9727 s2)", async () => {
    const response = await HEAD(new Request(URL_OF, { method: "HEAD" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(response.headers.get("link")).toBe(`<${URL_OF}>; rel="api-catalog"`);
  });
});

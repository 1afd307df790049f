// The API reference page: one document for everyone, built once, cached with an ETag.
import { createHash } from "node:crypto";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!,
  );

const get = (headers: Record<string, string> = {}) => GET(new Request("http://localhost:3000/docs/api", { headers }));

describe("GET /docs/api", () => {
  it("serves the reference as HTML with an ETag and a public cache lifetime, not no-store", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const html = await response.text();
    expect(html).toContain("<h1>Scheduling API v2 reference</h1>");
    expect(html.match(/data-testid="api-operation"/g)?.length).toBeGreaterThan(80);
    expect(html).toContain("Public: no token needed.");
    expect(html).toContain("TEAM_BOOKING_READ or ORG_BOOKING_READ");
    // Nothing of a visitor: the same bytes may be cached for everyone.
    expect(html).not.toMatch(/nonce=/i);
  });

  it("allows only its own inline style and search script, by hash", async () => {
    const response = await get();
    const policy = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
    expect(html.match(/<script/g)).toHaveLength(1);
    // The search box is there for scripts to reveal; without them the page is whole.
    expect(html).toMatch(
      /<div class="search" id="search" role="search" hidden><label for="search-input">Search operations<\/label>/,
    );
  });

  it("shows per operation a curl request, a success and an error answer, and how to get a token", async () => {
    const html = await (await get()).text();
    const me = /<article id="getV2Me"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(me).toContain('data-search="get /v2/me');
    expect(me).toContain(
      "curl &#39;http://localhost:3000/v2/me&#39; \\\n  -H &quot;Authorization: Bearer $ACCESS_TOKEN&quot;",
    );
    expect(me).toContain("Success: 200");
    expect(me).toContain("Error: 401");
    expect(me).toContain("&quot;code&quot;: &quot;invalid_token&quot;");
    expect(html).toContain('<a href="#get-a-token">How to get a token</a>');
    expect(html).toContain('<section id="get-a-token"');
  });

  it("covers the OAuth surface, searchable, and every operation in curl, JavaScript and Python", async () => {
    const html = await (await get()).text();
    const articles = [
      ...html.matchAll(
        /<article id="([^"]+)" data-testid="api-operation" data-search="([^"]*)">([\s\S]*?)<\/article>/g,
      ),
    ].map(([, id, search, body]) => ({ id: id!, search: search!, body: body! }));
    const found = (word: string) => articles.filter((a) => a.search.includes(word)).map((a) => a.id);
    expect(found("refresh")).toContain("postV2AuthOauth2Token");
    expect(found("revoke")).toContain("postV2AuthOauth2Revoke");
    expect(found("introspect")).toContain("postV2AuthOauth2Introspect");
    expect(found("userinfo")).toEqual(expect.arrayContaining(["getV2AuthOauth2Userinfo", "postV2AuthOauth2Userinfo"]));
    expect(found("dpop")).toContain("postV2AuthOauth2Token");
    expect(found("par")).toContain("postV2AuthOauth2Par");
    expect(found("jwks")).toContain("getWellKnownJwksJson");
    expect(found("logout")).toContain("getAuthOauth2Logout");
    for (const { id, body } of articles) {
      for (const language of ["curl", "javascript", "python"])
        expect(body, `${id} ${language}`).toMatch(
          new RegExp(
            `<div role="tabpanel" id="${id}-${language}"[^>]*><p>Request \\([^)]+\\)</p><pre><code>[^<]+</code>`,
          ),
        );
      expect(body).toContain(`<div role="tablist" aria-label="Language" hidden>`);
    }
    // Every JavaScript example parses as a module (top-level await and imports included).
    for (const { id, body } of articles) {
      const code = new RegExp(`id="${id}-javascript"[^>]*><p>[^<]*</p><pre><code>([^<]*)</code>`).exec(body)![1]!;
      const { diagnostics } = ts.transpileModule(unescapeHtml(code), {
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      expect(
        diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")),
        id,
      ).toEqual([]);
    }
    // The OAuth steps with their libraries, filled with the seeded demo client.
    const revoke = articles.find((a) => a.id === "postV2AuthOauth2Revoke")!.body;
    expect(revoke).toContain("client.tokenRevocation(config");
    expect(revoke).toContain("client.revoke_token(");
    expect(revoke).toContain("-u &#39;demo-confidential-app:cs_demo_confidential_secret_do_not_use_in_production&#39;");
    expect(revoke).toContain("Client authentication:");
    const authorize = articles.find((a) => a.id === "getAuthOauth2Authorize")!.body;
    expect(authorize).toContain("redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fcallback");
    expect(authorize).toContain("A browser redirect");
  });

  it("answers a matching If-None-Match with 304 and no body, and the same ETag on every request", async () => {
    const etag = (await get()).headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get()).headers.get("etag")).toBe(etag);
    const revalidated = await get({ "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get({ "if-none-match": '"stale"' })).status).toBe(200);
  });
});

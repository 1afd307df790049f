// The agent quickstart: one document for everyone, with this deployment's real addresses in each
// step, from the bare 401 to the /v2/me call; no script, its style allowed by hash.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (headers: Record<string, string> = {}) =>
  GET(new Request("http://localhost:3000/docs/agent-quickstart", { headers }));

describe("GET /docs/agent-quickstart", () => {
  it("serves HTML with an ETag and a public cache lifetime; a matching If-None-Match is a 304", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get({ "if-none-match": response.headers.get("etag")! })).status).toBe(304);
  });

  it("runs no script and allows only its own style, by hash", async () => {
    const response = await get();
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("walks from the bare 401 to /v2/me with this deployment's endpoints, PKCE S256 and the resource", async () => {
    const html = await (await get()).text();
    const steps = [...html.matchAll(/<h2 id="step-\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(steps).toHaveLength(8);
    expect(html).toContain("curl -i http://localhost:3000/v2/me");
    expect(html).toContain("http://localhost:3000/.well-known/oauth-protected-resource/v2");
    expect(html).toContain("http://localhost:3000/auth/oauth2/authorize?response_type=code");
    expect(html).toContain("&amp;code_challenge_method=S256");
    expect(html).toContain("&amp;resource=http%3A%2F%2Flocalhost%3A3000%2Fv2");
    expect(html).toContain("curl http://localhost:3000/v2/auth/oauth2/token");
    expect(html).toContain("-d code_verifier=$code_verifier");
    expect(html).toContain("-H &quot;Authorization: Bearer $access_token&quot;");
    expect(html).toContain('<h2 id="versions">');
  });
});

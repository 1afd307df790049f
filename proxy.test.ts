// The proxy's headers: a fresh nonce CSP on each response, HSTS only when served over https.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config, proxy } from "@/proxy";

afterEach(() => vi.unstubAllEnvs());

describe("proxy security headers", () => {
  it("sets a nonce CSP with default-src, script-src and frame-ancestors, new per request", () => {
    vi.stubEnv("AUTH_URL", "http://localhost:3000");
    const a = proxy(new NextRequest("http://localhost:3000/auth/signin")).headers.get("content-security-policy") ?? "";
    const b = proxy(new NextRequest("http://localhost:3000/auth/signin")).headers.get("content-security-policy") ?? "";
    expect(a).toMatch(/default-src 'self'/);
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(a).toMatch(/frame-ancestors 'none'/);
    expect(a).not.toBe(b);
  });

  it("adds Strict-Transport-Security only when AUTH_URL is https", () => {
    vi.stubEnv("AUTH_URL", "http://localhost:3000");
    expect(proxy(new NextRequest("http://localhost:3000/")).headers.get("strict-transport-security")).toBeNull();
    vi.stubEnv("AUTH_URL", "https://auth.example.com");
    const response = proxy(new NextRequest("https://auth.example.com/"));
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("runs for pages and the authorization flow, not for the JSON API under /v2, the discovery documents, the probes or static build files", () => {
    // Next.js anchors each matcher pattern at both ends.
    const runs = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));
    for (const page of [
      "/",
      "/auth/signin",
      "/auth/oauth2/authorize",
      "/settings/apps",
      "/admin/review",
      "/.well-known/unknown-document",
      "/.well-known/jwks.json/x",
      "/healthz/x",
      "/metricsx",
      "/llms.txt/x",
      "/docs/agent-quickstart/x",
      "/.well-known/api-catalog/x",
    ]) {
      expect(runs(page), page).toBe(true);
    }
    for (const skipped of [
      "/v2/me",
      "/v2/bookings",
      "/v2/auth/oauth2/token",
      "/v2/openapi.json",
      "/docs/api",
      "/docs/agent-quickstart",
      "/llms.txt",
      "/.well-known/api-catalog",
      "/.well-known/oauth-authorization-server",
      "/.well-known/openid-configuration",
      "/.well-known/oauth-protected-resource/v2",
      "/.well-known/jwks.json",
      "/_next/static/chunks/a.js",
      "/healthz",
      "/readyz",
      "/metrics",
    ]) {
      expect(runs(skipped), skipped).toBe(false);
    }
  });
});

describe("proxy and server actions", () => {
  const action = (headers: Record<string, string>) =>
    new NextRequest("http://localhost:3000/settings/password", {
      method: "POST",
      headers: { "next-action": "0123456789abcdef0123456789abcdef01234567", "content-type": "text/plain", ...headers },
      body: "[]",
    });

  it("refuses with our 403 an action whose X-Forwarded-Host is not its Origin's host, before Next.js sees it", async () => {
    vi.stubEnv("AUTH_URL", "http://localhost:3000");
    const response = proxy(
      action({ origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-host": "evil.example" }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("did not come from one of our pages");
  });

  it("lets an action from our own origin through, with or without a matching X-Forwarded-Host", () => {
    vi.stubEnv("AUTH_URL", "http://localhost:3000");
    const cases: Record<string, string>[] = [{}, { "x-forwarded-host": "localhost:3000" }];
    for (const forwarded of cases) {
      const response = proxy(action({ origin: "http://localhost:3000", host: "localhost:3000", ...forwarded }));
      expect(response.status, JSON.stringify(forwarded)).toBe(200);
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });
});

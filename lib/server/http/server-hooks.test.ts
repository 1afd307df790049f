import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createServerHooks } from "./server-hooks";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Serves every request through the hooks, as scripts/serve.mjs does, answering a JSON body. */
async function serve(authUrl: string, reachedNext: string[] = []): Promise<string> {
  const hooks = createServerHooks({ routeTemplates: ["/v2/me"], authUrl });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void hooks.observe(req, res, async () => {
      reachedNext.push(`${req.method} ${req.url}`);
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("server hooks", () => {
  it("send Strict-Transport-Security on every response, the API's included, when served over https", async () => {
    const base = await serve("https://auth.example.com");
    const response = await fetch(`${base}/v2/me`);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("send no Strict-Transport-Security over plain http", async () => {
    const base = await serve("http://localhost:3000");
    expect((await fetch(`${base}/v2/me`)).headers.get("strict-transport-security")).toBeNull();
  });
});

/** One request with its path exactly as given (fetch would normalise dot segments). */
function raw(base: string, method: string, path: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("server hooks under /v2", () => {
  it("answer paths Next.js cannot route with the API's 404 envelope, CORS and no-store, without Next.js", async () => {
    const reached: string[] = [];
    const base = await serve("http://localhost:3000", reached);
    for (const path of [
      "/v2/%E0%A4%A",
      "/v2/teams/%/bookings",
      "/v2/me/",
      "/v2//me",
      "/v2/%2e%2e/me",
      "/v2/../v2/me",
    ]) {
      const answer = await raw(base, "GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["access-control-allow-origin"]).toBe("*");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-request-id"]).toBeTruthy();
      expect(JSON.parse(answer.body)).toMatchObject({ status: "error", error: { code: "not_found" } });
    }
    expect(reached).toEqual([]);
  });

  it("answer a method the path does not take with a 405 envelope and Allow; everything else reaches Next.js", async () => {
    const reached: string[] = [];
    const base = await serve("http://localhost:3000", reached);
    const trace = await raw(base, "TRACE", "/v2/me");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, PATCH, OPTIONS");
    expect(JSON.parse(trace.body)).toMatchObject({ error: { code: "method_not_allowed" } });
    expect((await raw(base, "DELETE", "/v2/me")).status).toBe(405);
    for (const path of ["/v2/me", "/v2/nope", "/settings/%E0%A4%A", "/v2/me?x=%E0%A4%A"]) await raw(base, "GET", path);
    expect(reached).toEqual(["GET /v2/me", "GET /v2/nope", "GET /settings/%E0%A4%A", "GET /v2/me?x=%E0%A4%A"]);
  });
});

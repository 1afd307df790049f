// Every answer under /v2 is the API's envelope with CORS and no-store, malformed paths included.
// A request goes where the deployment sends it: the server's own answer (server-hooks.ts) for
// what Next.js cannot route, else the route handler Next.js picks - never an operation for these
// paths, so the catch-all app/v2/[[...path]]. The e2e spec e2e/api-envelope.spec.ts sends the same
// paths to the production build.
import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/v2/[[...path]]/route";
import * as introspectRoute from "@/app/v2/auth/oauth2/introspect/route";
import * as revokeRoute from "@/app/v2/auth/oauth2/revoke/route";
import * as tokenRoute from "@/app/v2/auth/oauth2/token/route";
import { API_ROUTES } from "@/app/v2/api-routes";
import { buildPolicyTable, findPolicyRow } from "@/lib/server/api/policy";
import { API_ANSWER_HEADERS, OAUTH_ENDPOINTS, apiPathAnswer } from "@/lib/server/http/api-path-answers";
import { MALFORMED_API_PATHS, REQUEST_METHODS, WRONG_METHODS } from "./malformed-api-paths";

const rows = buildPolicyTable(API_ROUTES).rows;

async function answer(method: string, path: string): Promise<Response> {
  const own = apiPathAnswer(method, path);
  if (own)
    return new Response(own.body, {
      status: own.status,
      headers: { ...API_ANSWER_HEADERS, ...(own.allow ? { Allow: own.allow } : {}) },
    });
  expect(findPolicyRow(rows, method === "HEAD" ? "GET" : method, path.split("?")[0]!), `${method} ${path}`).toBeNull();
  const handler = (catchAll as Record<string, unknown>)[method] as (request: Request) => Promise<Response>;
  return handler(new Request(`http://localhost:3000${path}`, { method }));
}

async function expectEnvelope(response: Response, status: number, code: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get("access-control-allow-origin"), label).toBe("*");
  expect(response.headers.get("cache-control"), label).toBe("no-store");
  expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
  expect(await response.json(), label).toMatchObject({ status: "error", error: { code } });
}

describe("/v2 paths that name no operation", () => {
  it("answer the 404 envelope with CORS and no-store, for every method", async () => {
    for (const path of MALFORMED_API_PATHS)
      for (const method of REQUEST_METHODS)
        await expectEnvelope(await answer(method, path), 404, "not_found", `${method} ${path}`);
  });

  it("answer a method the operation does not take with the 405 envelope naming the methods it takes", async () => {
    for (const { method, path, allow } of WRONG_METHODS) {
      const response = await answer(method, path);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      await expectEnvelope(response, 405, "method_not_allowed", `${method} ${path}`);
    }
  });

  it("leave well-formed requests to their routes", () => {
    for (const row of rows)
      expect(apiPathAnswer(row.method, row.path.replace(/\{\w+\}/g, "x")), `${row.method} ${row.path}`).toBeNull();
    for (const { method, path } of OAUTH_ENDPOINTS) expect(apiPathAnswer(method, path)).toBeNull();
    expect(apiPathAnswer("OPTIONS", "/v2/me")).toBeNull();
    expect(apiPathAnswer("HEAD", "/v2/me")).toBeNull();
    expect(apiPathAnswer("GET", "/v2/me?x=%E0%A4%A")).toBeNull();
    expect(apiPathAnswer("GET", "/settings/%E0%A4%A")).toBeNull();
  });

  it("know the OAuth endpoints' methods as their route files export them", () => {
    const modules = { token: tokenRoute, revoke: revokeRoute, introspect: introspectRoute };
    for (const [name, module] of Object.entries(modules)) {
      const methods = Object.keys(module).filter((k) => k !== "OPTIONS");
      expect(OAUTH_ENDPOINTS.filter((e) => e.path === `/v2/auth/oauth2/${name}`).map((e) => e.method)).toEqual(methods);
    }
    expect(OAUTH_ENDPOINTS).toHaveLength(Object.keys(modules).length);
  });
});

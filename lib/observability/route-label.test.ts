import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const routeOf = createRouteLabeler([
  "/",
  "/v2/me",
  "/settings/developer/oauth/[clientId]",
  "/settings/developer/oauth/new",
  "/api/auth/[...nextauth]",
  "/.well-known/jwks.json",
]);

describe("createRouteLabeler", () => {
  it("labels a path with its route template", () => {
    expect(routeOf("/v2/me")).toBe("/v2/me");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/settings/developer/oauth/abc123")).toBe("/settings/developer/oauth/[clientId]");
    expect(routeOf("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(routeOf("/.well-known/jwks.json")).toBe("/.well-known/jwks.json");
  });

  it("prefers a static segment over a dynamic one", () => {
    expect(routeOf("/settings/developer/oauth/new")).toBe("/settings/developer/oauth/new");
  });

  it("groups unknown paths and assets under bounded labels", () => {
    expect(routeOf("/wp-admin/x.php")).toBe("other");
    expect(routeOf("/.well-known/jwksXjson")).toBe("other");
    expect(routeOf("/_next/static/chunks/a.js")).toBe("/_next");
  });
});

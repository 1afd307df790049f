import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const routeOf = createRouteLabeler([
  "/",
  "/v2/me",
  "/settings/developer/oauth/[clientId]",
  "/settings/developer/oauth/new",
  "/api/auth/[...nextauth]",
  "/.well-known/jwks.json",
  "/v2/[[...path]]",
  "/v2/organizations/[orgId]/teams/[teamId]/bookings",
  "/v2/teams/[teamId]/bookings/[bookingUid]/confirm",
]);

describe("createRouteLabeler", () => {
  it("labels a path with its route template", () => {
    expect(routeOf("/v2/me")).toBe("/v2/me");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/settings/developer/oauth/abc123")).toBe("/settings/developer/oauth/[clientId]");
    expect(routeOf("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(routeOf("/.well-known/jwks.json")).toBe("/.well-known/jwks.json");
  });

  it("labels a static path with one trailing slash as its template, with two as the catch-all", () => {
    expect(routeOf("/v2/me/")).toBe("/v2/me");
    expect(routeOf("/.well-known/jwks.json/")).toBe("/.well-known/jwks.json");
    expect(routeOf("/v2/me//")).toBe("/v2/[[...path]]");
    expect(routeOf("/v2/ME")).toBe("/v2/[[...path]]");
  });

  it("prefers a static segment over a dynamic one", () => {
    expect(routeOf("/settings/developer/oauth/new")).toBe("/settings/developer/oauth/new");
  });

  it("tries a catch-all only after every other template", () => {
    expect(routeOf("/v2/organizations/o/teams/t/bookings")).toBe("/v2/organizations/[orgId]/teams/[teamId]/bookings");
    expect(routeOf("/v2/teams/t/bookings/b/confirm")).toBe("/v2/teams/[teamId]/bookings/[bookingUid]/confirm");
    expect(routeOf("/v2/nope/at/all")).toBe("/v2/[[...path]]");
    expect(routeOf("/v2")).toBe("/v2/[[...path]]");
  });

  it("groups unknown paths and assets under bounded labels", () => {
    expect(routeOf("/wp-admin/x.php")).toBe("other");
    expect(routeOf("/.well-known/jwksXjson")).toBe("other");
    expect(routeOf("/_next/static/chunks/a.js")).toBe("/_next");
  });
});

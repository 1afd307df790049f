// No silent breaks, proven on a fixture: none of our operations is deprecated today, so a test
// operation declared deprecated shows what every answer of a real one would carry.
import { describe, expect, it } from "vitest";
import { API_VERSION } from "@/lib/server/api/api-version";
import { success } from "@/lib/server/api/responses";
import { protectedResource } from "./protected-resource";

const DEPRECATED = { since: "2026-01-15", sunset: "2026-07-14", changeNote: "/docs/changes/old-slots" } as const;

const fixture = (deprecated?: typeof DEPRECATED) =>
  protectedResource(
    { scope: "public", summary: "A fixture operation", ...(deprecated ? { deprecated } : {}) },
    async () => success({ ok: true }),
  );

describe("a deprecated operation", () => {
  it("answers Deprecation (RFC 9745), Sunset (RFC 8594) and the change note's Link, with the API's version", async () => {
    const response = await fixture(DEPRECATED)(new Request("http://localhost:3000/v2/fixture"));
    expect(response.status).toBe(200);
    expect(response.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 0, 15) / 1000}`);
    expect(response.headers.get("sunset")).toBe("Tue, 14 Jul 2026 00:00:00 GMT");
    expect(response.headers.get("link")).toContain('<http://localhost:3000/docs/changes/old-slots>; rel="deprecation"');
    expect(response.headers.get("api-version")).toBe(API_VERSION);
    expect(response.headers.get("access-control-expose-headers")).toMatch(/Deprecation, Sunset, Link/);
  });

  it("is refused when its module loads if the sunset is less than 180 days after the deprecation", () => {
    expect(() => fixture({ ...DEPRECATED, sunset: "2026-03-01" } as unknown as typeof DEPRECATED)).toThrow(
      "sunset_too_soon",
    );
  });

  it("leaves an operation that is not deprecated without those headers, with the API's version", async () => {
    const response = await fixture()(new Request("http://localhost:3000/v2/fixture"));
    expect(response.headers.get("api-version")).toBe(API_VERSION);
    for (const name of ["deprecation", "sunset", "link"]) expect(response.headers.get(name), name).toBeNull();
  });
});

describe("a deprecated operation in the OpenAPI document", () => {
  it("is marked deprecated, with its declaration and the headers its answers carry", async () => {
    const { apiOpenApiDocument } = await import("@/lib/server/api/openapi");
    const doc = apiOpenApiDocument([{ path: "/v2/fixture", module: { GET: fixture(DEPRECATED) } }]) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const get = doc.paths["/v2/fixture"]!.get!;
    expect(get.deprecated).toBe(true);
    expect(get["x-deprecation"]).toEqual(DEPRECATED);
    const headers = (get.responses as Record<string, { headers: Record<string, unknown> }>)["200"]!.headers;
    expect(Object.keys(headers)).toEqual(["API-Version", "Deprecation", "Sunset", "Link"]);
  });
});

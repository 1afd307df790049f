import { describe, expect, it } from "vitest";
import { issuerPath, namesIssuerPath, noMetadataHere } from "./path-suffixed-metadata";

describe("path-suffixed discovery (RFC 8414 s3.1)", () => {
  it("reads the issuer's path as RFC 8414 inserts it", () => {
    expect(issuerPath("https://as.example")).toBe("");
    expect(issuerPath("https://as.example/")).toBe("");
    expect(issuerPath("https://as.example/tenant/one/")).toBe("/tenant/one");
  });

  it("answers only the issuer's own path, and nothing for an issuer without one", () => {
    expect(namesIssuerPath("https://as.example/tenant", ["tenant"])).toBe(true);
    expect(namesIssuerPath("https://as.example/tenant/one", ["tenant", "one"])).toBe(true);
    expect(namesIssuerPath("https://as.example/tenant", ["other"])).toBe(false);
    expect(namesIssuerPath("https://as.example/tenant", ["tenant", "x"])).toBe(false);
    // MCP clients that insert the resource's path (/v2) find nothing here and try the next address.
    expect(namesIssuerPath("https://as.example", ["v2"])).toBe(false);
    expect(namesIssuerPath("https://as.example", [])).toBe(false);
  });

  it("refuses with a JSON 404 any origin may read, naming where the metadata is", async () => {
    const response = noMetadataHere("https://as.example", "oauth-authorization-server");
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({
      error: "not_found",
      error_description: expect.stringContaining("https://as.example/.well-known/oauth-authorization-server"),
    });
  });
});

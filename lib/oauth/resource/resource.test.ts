import { describe, expect, it } from "vitest";
import { InsufficientScopeError, InvalidTokenError, MissingTokenError, OperationNotInPolicyError } from "../errors";
import { acceptedAudiences, apiResourceAt } from "./api-resource";
import { bearerChallenge } from "./bearer-challenge";
import { protectedResourceMetadata, protectedResourceMetadataUrl } from "./protected-resource-metadata";
import { canonicalResource, resolveResource } from "./resource-indicator";

const api = apiResourceAt("https://api.example.com");
const PRM = "https://api.example.com/.well-known/oauth-protected-resource/v2";

describe("the API's resource identifier (RFC 8707)", () => {
  it("is the /v2 URL, with the bare origin and trailing slashes as equivalents", () => {
    expect(api.identifier).toBe("https://api.example.com/v2");
    for (const spelling of [
      "https://api.example.com/v2",
      "https://api.example.com/v2/",
      "https://api.example.com",
      "https://api.example.com/",
      "HTTPS://API.EXAMPLE.COM/v2",
    ])
      expect(canonicalResource(spelling, api), spelling).toBe("https://api.example.com/v2");
  });

  it("refuses other hosts, ports, paths, fragments, credentials and non-URLs", () => {
    for (const spelling of [
      "https://evil.example.com/v2",
      "https://api.example.com:8443/v2",
      "https://api.example.com/v3",
      "https://api.example.com/V2",
      "https://api.example.com/v2#x",
      "https://user@api.example.com/v2",
      "http://api.example.com/v2",
      "/v2",
      "api.example.com",
      `https://api.example.com/${"a".repeat(3000)}`,
    ])
      expect(canonicalResource(spelling, api), spelling).toBeNull();
  });

  it("resolves no resource to null, several spellings of this API to it, and any foreign one to invalid_target", () => {
    expect(resolveResource([], api)).toEqual({ ok: true, resource: null });
    expect(resolveResource(["https://api.example.com", "https://api.example.com/v2"], api)).toEqual({
      ok: true,
      resource: api.identifier,
    });
    expect(resolveResource(["https://api.example.com/v2", "https://other.example/v2"], api).ok).toBe(false);
  });

  it("accepts tokens for the identifier and, from before resource indicators, for the base URL", () => {
    expect(acceptedAudiences(api)).toEqual(["https://api.example.com/v2", "https://api.example.com"]);
  });
});

describe("protected-resource metadata (RFC 9728)", () => {
  it("lives at the path-suffixed well-known URI and names the resource, issuer, scopes and documentation", () => {
    expect(protectedResourceMetadataUrl(api)).toBe(PRM);
    const doc = protectedResourceMetadata(api, {
      issuer: "https://auth.example.com",
      documentationUrl: "https://x/docs",
    });
    expect(doc).toMatchObject({
      resource: api.identifier,
      authorization_servers: ["https://auth.example.com"],
      bearer_methods_supported: ["header"],
      dpop_signing_alg_values_supported: ["ES256", "ES384", "PS256", "RS256", "EdDSA"],
      dpop_bound_access_tokens_required: false,
      resource_documentation: "https://x/docs",
    });
    expect(doc.scopes_supported).toContain("PROFILE_READ");
  });
});

describe("the Bearer challenge (RFC 6750 s3, RFC 9728 s5.1)", () => {
  const context = { resourceMetadataUrl: PRM, requiredScope: "BOOKING_WRITE" as const };

  it("without a token: resource_metadata and the scope needed, no error code", () => {
    expect(bearerChallenge(new MissingTokenError(), context)).toBe(
      `Bearer resource_metadata="${PRM}", scope="BOOKING_WRITE"`,
    );
  });

  it("with a bad token: error=invalid_token as well", () => {
    expect(bearerChallenge(new InvalidTokenError("expired"), context)).toBe(
      `Bearer resource_metadata="${PRM}", error="invalid_token", error_description="expired", scope="BOOKING_WRITE"`,
    );
  });

  it("on a 403: every scope the request needs - the token's own and the missing one - in one challenge", () => {
    const header = bearerChallenge(new InsufficientScopeError("BOOKING_WRITE"), {
      ...context,
      heldScopes: ["PROFILE_READ", "BOOKING_READ"],
    });
    expect(header).toContain('error="insufficient_scope"');
    expect(header).toMatch(/scope="(\S+ ){2}\S+"$/);
    for (const scope of ["PROFILE_READ", "BOOKING_READ", "BOOKING_WRITE"]) expect(header).toContain(scope);
  });

  it("an operation outside the policy names no scope (none would help)", () => {
    expect(bearerChallenge(new OperationNotInPolicyError(), { ...context, requiredScope: null })).not.toContain(
      "scope=",
    );
  });
});

import { describe, expect, it } from "vitest";
import { validateAuthorizeRequest } from "@/lib/oauth/authorize-request";
import { buildAuthorizationUrl } from "./authorization-url";

const base = { authUrl: "https://auth.example.com", clientId: "abc", redirectUri: "https://app.example.com/cb?x=1" };

describe("buildAuthorizationUrl", () => {
  it("builds the authorize URL with encoded redirect URI and space-separated scopes in catalogue order", () => {
    const url = buildAuthorizationUrl({ ...base, scopes: ["PROFILE_READ", "BOOKING_READ"], state: "s t" });
    expect(url).toBe(
      "https://auth.example.com/auth/oauth2/authorize?client_id=abc&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Fx%3D1&response_type=code&scope=BOOKING_READ%20PROFILE_READ&state=s%20t",
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get("scope")).toBe("BOOKING_READ PROFILE_READ");
    expect(parsed.searchParams.get("redirect_uri")).toBe(base.redirectUri);
  });

  it("adds the S256 code challenge for public clients", () => {
    const url = new URL(
      buildAuthorizationUrl({
        ...base,
        scopes: ["PROFILE_READ"],
        codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      }),
    );
    expect(url.searchParams.get("code_challenge")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("leaves out scope for a legacy client with none, and tolerates a trailing slash on the auth URL", () => {
    const url = buildAuthorizationUrl({ ...base, authUrl: "https://auth.example.com/", scopes: [] });
    expect(url.startsWith("https://auth.example.com/auth/oauth2/authorize?")).toBe(true);
    expect(new URL(url).searchParams.has("scope")).toBe(false);
  });

  it("produces a request the authorize endpoint's validation accepts", () => {
    const client = {
      clientId: "abc",
      status: "APPROVED" as const,
      kind: "PUBLIC" as const,
      scopes: ["PROFILE_READ" as const],
      redirectUris: [base.redirectUri],
    };
    const url = new URL(
      buildAuthorizationUrl({
        ...base,
        scopes: ["PROFILE_READ"],
        state: "xyz",
        codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      }),
    );
    const result = validateAuthorizeRequest(url.searchParams, client);
    expect(result).toMatchObject({
      kind: "ok",
      request: { scopes: ["PROFILE_READ"], state: "xyz", redirectUri: base.redirectUri },
    });
  });
});

import { describe, expect, it } from "vitest";
import { issueAuthorizationCode } from "./authorization-code";
import {
  HIGH_SECURITY_CODE_TTL_SECONDS,
  authenticationProfileGap,
  authorizationCodeTtlSeconds,
  authorizeProfileGap,
  clientProfileGaps,
  lacksRequiredProfile,
  tokenRequestProfileGap,
} from "./security-profile";

describe("the high-security profile", () => {
  it("lists what a client lacks: confidential, keys, no secrets", () => {
    expect(clientProfileGaps({ kind: "CONFIDENTIAL", holdsKeys: true, secretCount: 0 })).toEqual([]);
    expect(clientProfileGaps({ kind: "PUBLIC", holdsKeys: false, secretCount: 0 })).toEqual([
      "confidential_client",
      "registered_keys",
    ]);
    expect(clientProfileGaps({ kind: "CONFIDENTIAL", holdsKeys: true, secretCount: 1 })).toEqual(["no_secrets"]);
  });

  it("requires a pushed request, then a PKCE S256 challenge", () => {
    expect(authorizeProfileGap({ pushed: false, codeChallenge: "c" })).toBe("pushed_request");
    expect(authorizeProfileGap({ pushed: true, codeChallenge: undefined })).toBe("pkce_s256");
    expect(authorizeProfileGap({ pushed: true, codeChallenge: "c" })).toBeNull();
  });

  it("authenticates by private_key_jwt only and binds every token request with DPoP", () => {
    for (const method of ["client_secret_basic", "client_secret_post", "none"])
      expect(authenticationProfileGap(method)).toBe("private_key_jwt");
    expect(authenticationProfileGap("private_key_jwt")).toBeNull();
    expect(tokenRequestProfileGap({ hasDpopProof: false })).toBe("dpop_proof");
    expect(tokenRequestProfileGap({ hasDpopProof: true })).toBeNull();
  });

  it("gives its clients codes that live a minute at most, others the standard time", () => {
    expect(authorizationCodeTtlSeconds(true, 600)).toBe(HIGH_SECURITY_CODE_TTL_SECONDS);
    expect(authorizationCodeTtlSeconds(true, 30)).toBe(30);
    expect(authorizationCodeTtlSeconds(false, 600)).toBe(600);
    const now = new Date("2026-11-28T12:00:00Z");
    const deps = { randomBytes: (n: number) => new Uint8Array(n).fill(7), now };
    const input = {
      clientId: "c",
      userId: "u",
      redirectUri: "https://a.example/cb",
      scopes: [],
      legacyUnrestricted: true,
    };
    const short = issueAuthorizationCode(deps, { ...input, highSecurity: true }).record;
    expect(short.expiresAt.getTime() - now.getTime()).toBe(60_000);
    const standard = issueAuthorizationCode(deps, input).record;
    expect(standard.expiresAt.getTime() - now.getTime()).toBe(600_000);
  });
});

describe("REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES", () => {
  it("applies to clients enabled for a write or ORG_* scope that do not run the profile", () => {
    expect(lacksRequiredProfile({ scopes: ["PROFILE_READ", "BOOKING_WRITE"] }, true)).toBe(true);
    expect(lacksRequiredProfile({ scopes: ["ORG_MEMBERS_READ"] }, true)).toBe(true);
    expect(lacksRequiredProfile({ scopes: ["PROFILE_READ"] }, true)).toBe(false);
    expect(lacksRequiredProfile({ scopes: ["BOOKING_WRITE"], highSecurity: true }, true)).toBe(false);
    expect(lacksRequiredProfile({ scopes: ["BOOKING_WRITE"] }, false)).toBe(false);
  });
});

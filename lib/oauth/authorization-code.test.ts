import { describe, expect, it } from "vitest";
import { AUTHORIZATION_CODE_TTL_SECONDS, issueAuthorizationCode } from "./authorization-code";
import { hashSecret } from "./constant-time";

const now = new Date("2030-01-01T00:00:00Z");
let counter = 0;
const deps = { now, randomBytes: (n: number) => new Uint8Array(n).fill(++counter) };
const input = {
  clientId: "client-1",
  userId: "user-1",
  redirectUri: "https://app.example.com/cb?x=1",
  scopes: ["BOOKING_READ", "PROFILE_READ"] as const,
  legacyUnrestricted: false,
  codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
};

describe("issueAuthorizationCode", () => {
  it("draws a 256-bit base64url code from the randomness port", () => {
    const asked: number[] = [];
    const { code } = issueAuthorizationCode(
      { now, randomBytes: (n) => (asked.push(n), new Uint8Array(n).fill(7)) },
      input,
    );
    expect(asked).toEqual([32]);
    expect(code).toBe(Buffer.alloc(32, 7).toString("base64url"));
  });

  it("stores only the hash of the code", () => {
    const { code, record } = issueAuthorizationCode(deps, input);
    expect(record.codeHash).toBe(hashSecret(code));
    expect(JSON.stringify(record)).not.toContain(code);
  });

  it("expires ten minutes after now", () => {
    const { record } = issueAuthorizationCode(deps, input);
    expect(AUTHORIZATION_CODE_TTL_SECONDS).toBe(600);
    expect(record.issuedAt).toEqual(now);
    expect(record.expiresAt).toEqual(new Date("2030-01-01T00:10:00Z"));
  });

  it("binds the code to client, user, exact redirect URI, scopes and PKCE challenge", () => {
    const { record } = issueAuthorizationCode(deps, input);
    expect(record).toMatchObject({
      clientId: "client-1",
      userId: "user-1",
      redirectUri: "https://app.example.com/cb?x=1",
      scopes: ["BOOKING_READ", "PROFILE_READ"],
      legacyUnrestricted: false,
      codeChallenge: input.codeChallenge,
    });
  });

  it("records no challenge when none was sent", () => {
    const { record } = issueAuthorizationCode(deps, { ...input, codeChallenge: undefined });
    expect(record.codeChallenge).toBeNull();
  });

  it("gives different codes for different random bytes", () => {
    expect(issueAuthorizationCode(deps, input).code).not.toBe(issueAuthorizationCode(deps, input).code);
  });

  it("carries a legacy-unrestricted grant with no scopes", () => {
    const { record } = issueAuthorizationCode(deps, { ...input, scopes: [], legacyUnrestricted: true });
    expect(record).toMatchObject({ scopes: [], legacyUnrestricted: true });
  });

  it("refuses to mix up 'no scopes' and 'unrestricted'", () => {
    expect(() => issueAuthorizationCode(deps, { ...input, scopes: [] })).toThrow();
    expect(() => issueAuthorizationCode(deps, { ...input, legacyUnrestricted: true })).toThrow();
  });
});

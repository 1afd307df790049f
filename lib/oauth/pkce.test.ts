import { describe, expect, it } from "vitest";
import {
  computeS256Challenge,
  isValidCodeVerifier,
  isValidS256Challenge,
  resolveChallengeMethod,
  verifyPkce,
} from "./pkce";

// RFC 7636 Appendix B.
const RFC_VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const RFC_CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

describe("resolveChallengeMethod", () => {
  it("treats an absent method as S256", () => {
    expect(resolveChallengeMethod(undefined)).toEqual({ ok: true, method: "S256" });
  });

  it("accepts S256, case-sensitively", () => {
    expect(resolveChallengeMethod("S256")).toEqual({ ok: true, method: "S256" });
    expect(resolveChallengeMethod("s256").ok).toBe(false);
  });

  it("refuses plain and anything else", () => {
    expect(resolveChallengeMethod("plain")).toMatchObject({ ok: false, description: expect.stringContaining("plain") });
    expect(resolveChallengeMethod("S512").ok).toBe(false);
    expect(resolveChallengeMethod("").ok).toBe(false);
  });
});

describe("isValidS256Challenge", () => {
  it("accepts a real S256 challenge", () => {
    expect(isValidS256Challenge(RFC_CHALLENGE)).toBe(true);
    expect(isValidS256Challenge(computeS256Challenge("x".repeat(43)))).toBe(true);
  });

  it("refuses challenges that are not exactly 43 base64url characters", () => {
    expect(isValidS256Challenge(RFC_CHALLENGE.slice(0, 42))).toBe(false);
    expect(isValidS256Challenge(RFC_CHALLENGE + "A")).toBe(false);
    expect(isValidS256Challenge("a".repeat(128))).toBe(false);
    expect(isValidS256Challenge(RFC_CHALLENGE.slice(0, 42) + ".")).toBe(false);
    expect(isValidS256Challenge(RFC_CHALLENGE.slice(0, 42) + "=")).toBe(false);
    expect(isValidS256Challenge("")).toBe(false);
  });

  it("refuses a 43-character value whose last character cannot end a 32-byte digest", () => {
    // "-cM" ends the RFC challenge; "N" differs only in the two bits a digest leaves zero.
    expect(isValidS256Challenge(RFC_CHALLENGE.slice(0, 42) + "N")).toBe(false);
  });
});

describe("isValidCodeVerifier", () => {
  it("accepts 43 to 128 unreserved characters", () => {
    expect(isValidCodeVerifier(RFC_VERIFIER)).toBe(true);
    expect(isValidCodeVerifier("a".repeat(43))).toBe(true);
    expect(isValidCodeVerifier("A-._~".repeat(25) + "abc")).toBe(true);
  });

  it("refuses too short, too long, and reserved characters", () => {
    expect(isValidCodeVerifier("a".repeat(42))).toBe(false);
    expect(isValidCodeVerifier("a".repeat(129))).toBe(false);
    expect(isValidCodeVerifier("a".repeat(42) + "+")).toBe(false);
    expect(isValidCodeVerifier("a".repeat(42) + " ")).toBe(false);
  });
});

describe("verifyPkce", () => {
  it("accepts the RFC 7636 Appendix B example", () => {
    expect(computeS256Challenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
    expect(verifyPkce(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
  });

  it("refuses a different verifier", () => {
    expect(verifyPkce(RFC_VERIFIER.slice(0, -1) + "Y", RFC_CHALLENGE)).toBe(false);
  });

  it("refuses the plain method: the challenge itself is not a valid verifier", () => {
    const plain = "p".repeat(43);
    expect(verifyPkce(plain, plain)).toBe(false);
  });

  it("refuses a malformed verifier even if its digest would match", () => {
    const short = "abc";
    expect(verifyPkce(short, computeS256Challenge(short))).toBe(false);
  });
});

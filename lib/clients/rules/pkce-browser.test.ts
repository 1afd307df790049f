import { describe, expect, it } from "vitest";
import { computeS256Challenge, isValidCodeVerifier, isValidS256Challenge } from "@/lib/oauth/pkce";
import { generateCodeVerifier, generateState, s256CodeChallenge } from "./pkce-browser";

describe("browser PKCE", () => {
  it("matches the RFC 7636 appendix B example", async () => {
    expect(await s256CodeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("generates verifiers the server accepts and whose challenge the server computes the same way", async () => {
    const verifier = generateCodeVerifier();
    expect(isValidCodeVerifier(verifier)).toBe(true);
    const challenge = await s256CodeChallenge(verifier);
    expect(isValidS256Challenge(challenge)).toBe(true);
    expect(challenge).toBe(computeS256Challenge(verifier));
    expect(generateCodeVerifier()).not.toBe(verifier);
  });

  it("generates url-safe random state", () => {
    expect(generateState()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

import { describe, expect, it } from "vitest";
import { createConsentToken, verifyConsentToken } from "./consent-token";

describe("consent CSRF token", () => {
  const request = "client_id=a&redirect_uri=https%3A%2F%2Fapp%2Fcb&scope=PROFILE_READ";
  it("accepts the token for the same user and request within the hour", () => {
    const t = createConsentToken("u1", request, 1_000_000);
    expect(verifyConsentToken(t, "u1", request, 1_000_000 + 59 * 60_000)).toBe(true);
  });
  it("refuses another user, another request, an old token or garbage", () => {
    const t = createConsentToken("u1", request, 1_000_000);
    expect(verifyConsentToken(t, "u2", request, 1_000_000)).toBe(false);
    expect(verifyConsentToken(t, "u1", `${request}%20BOOKING_WRITE`, 1_000_000)).toBe(false);
    expect(verifyConsentToken(t, "u1", request, 1_000_000 + 61 * 60_000)).toBe(false);
    expect(verifyConsentToken("garbage", "u1", request)).toBe(false);
    expect(verifyConsentToken("", "u1", request)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { policyName, rateLimitField, rateLimitHeaders, rateLimitPolicyField } from "./rate-limit-fields";

// RFC 9651 s3.1.2 parameters on an sf-string item: `"name";key=integer;...`.
const ITEM = /^"[a-z0-9-]+"(;[a-z]+=\d{1,15})+$/;

describe("the RateLimit fields (draft-ietf-httpapi-ratelimit-headers-11)", () => {
  it("names each policy after its limit, in the characters an sf-string allows without escapes", () => {
    expect(policyName("API_GRANT")).toBe("api-grant");
    for (const name of Object.keys(LIMITS) as (keyof typeof LIMITS)[])
      expect(rateLimitPolicyField(name), name).toMatch(ITEM);
  });

  it("writes the policy's quota and window, and the reading's remaining quota and effective window", () => {
    expect(rateLimitPolicyField("SLOTS_IP")).toBe('"slots-ip";q=120;w=60');
    expect(rateLimitField({ limit: "SLOTS_IP", remaining: 117, resetSeconds: 42 })).toBe('"slots-ip";r=117;t=42');
  });

  it("keeps every value a non-negative integer of at most 9 digits, whatever the store reported", () => {
    for (const [remaining, resetSeconds] of [
      [-3, -1],
      [Number.NaN, Number.POSITIVE_INFINITY],
      [1.7, 2.2],
      [1e20, 1e20],
    ] as const) {
      const field = rateLimitField({ limit: "API_GRANT", remaining, resetSeconds });
      expect(field).toMatch(ITEM);
      expect(field).toMatch(/;r=\d{1,9};t=\d{1,9}$/);
    }
    expect(rateLimitField({ limit: "API_GRANT", remaining: -3, resetSeconds: 1.7 })).toBe('"api-grant";r=0;t=1');
  });

  it("answers the policy alone until something was counted", () => {
    expect(rateLimitHeaders("API_GRANT")).toEqual({ "RateLimit-Policy": '"api-grant";q=1200;w=60' });
    expect(rateLimitHeaders("API_GRANT", { limit: "API_GRANT", remaining: 5, resetSeconds: 9 })).toEqual({
      "RateLimit-Policy": '"api-grant";q=1200;w=60',
      RateLimit: '"api-grant";r=5;t=9',
    });
  });
});

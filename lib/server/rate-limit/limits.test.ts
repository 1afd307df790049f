import { describe, expect, it } from "vitest";
import { LIMITS, configuredLimits } from "./limits";

describe("configuredLimits", () => {
  it("keeps the documented defaults and applies RATE_LIMIT_<NAME>=points/seconds", () => {
    const limits = configuredLimits({ RATE_LIMIT_SIGN_IN_ACCOUNT: "5/900" });
    expect(limits.SIGN_IN_ACCOUNT).toMatchObject({ points: 5, seconds: 900 });
    expect(limits.SIGN_UP_IP).toEqual(LIMITS.SIGN_UP_IP);
  });

  it("refuses a malformed override", () => {
    expect(() => configuredLimits({ RATE_LIMIT_SIGN_UP_IP: "lots" })).toThrow("RATE_LIMIT_SIGN_UP_IP");
    expect(() => configuredLimits({ RATE_LIMIT_SIGN_UP_IP: "0/60" })).toThrow();
  });
});

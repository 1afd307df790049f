import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

describe("metricsAccess", () => {
  it("is disabled without a METRICS_TOKEN, whatever is presented", () => {
    expect(metricsAccess("Bearer anything", undefined)).toBe("disabled");
    expect(metricsAccess("Bearer ", "")).toBe("disabled");
  });

  it("allows only the configured bearer token", () => {
    expect(metricsAccess("Bearer m-token", "m-token")).toBe("allowed");
    expect(metricsAccess("bearer m-token", "m-token")).toBe("allowed");
    expect(metricsAccess("Bearer m-toke", "m-token")).toBe("denied");
    expect(metricsAccess("Basic m-token", "m-token")).toBe("denied");
    expect(metricsAccess(null, "m-token")).toBe("denied");
    expect(metricsAccess(`Bearer ${"x".repeat(600)}`, "m-token")).toBe("denied");
  });
});

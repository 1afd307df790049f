import { describe, expect, it } from "vitest";
import { checkReadiness } from "./readiness";

describe("checkReadiness", () => {
  it("is ready when every check passes", async () => {
    expect(await checkReadiness({ a: async () => true, b: async () => true }, 100)).toEqual({
      ready: true,
      checks: { a: "ok", b: "ok" },
    });
  });

  it("names the check that failed, threw or timed out, without its error message", async () => {
    const report = await checkReadiness(
      {
        ok: async () => true,
        no: async () => false,
        thrown: async () => {
          throw new Error("password=hunter2 host=db.internal");
        },
        slow: () => new Promise<boolean>(() => {}),
      },
      50,
    );
    expect(report).toEqual({ ready: false, checks: { ok: "ok", no: "failed", thrown: "failed", slow: "timeout" } });
    expect(JSON.stringify(report)).not.toContain("hunter2");
  });
});

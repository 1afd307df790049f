// The guarded request's one deadline covers the host's resolution as well as the exchange.
import { describe, expect, it } from "vitest";
import { addressRule, guardedRequest } from "./guarded-request";

describe("the guarded request's deadline", () => {
  it("ends a request whose host name never resolves, as a timeout", async () => {
    const result = await guardedRequest(
      "https://stalling-dns.test/hook",
      { method: "POST", headers: {}, body: "{}" },
      {
        resolve: () => new Promise<never>(() => {}),
        allowAddress: addressRule(false),
        allowHttpLoopback: false,
        allowedPorts: [],
        timeoutMs: 100,
        maxResponseBytes: 1024,
      },
    );
    expect(result).toEqual({ ok: false, failure: "timeout" });
  });
});

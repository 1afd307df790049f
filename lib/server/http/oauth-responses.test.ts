import { describe, expect, it } from "vitest";
import { InvalidGrantError, SlowDownError, TemporarilyUnavailableError } from "@/lib/oauth/errors";
import { oauthErrorResponse } from "./oauth-responses";

describe("oauthErrorResponse", () => {
  it("answers slow_down with 429, Retry-After and no-store", async () => {
    const response = oauthErrorResponse(new SlowDownError(17));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("17");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toMatchObject({ error: "slow_down" });
  });

  it("answers temporarily_unavailable with 503 and Retry-After", async () => {
    const response = oauthErrorResponse(new TemporarilyUnavailableError("retry"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toMatchObject({ error: "temporarily_unavailable" });
  });

  it("answers invalid_grant with 400 and no Retry-After", () => {
    const response = oauthErrorResponse(new InvalidGrantError("refresh token is invalid"));
    expect(response.status).toBe(400);
    expect(response.headers.get("retry-after")).toBeNull();
  });
});

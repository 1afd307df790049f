import { beforeEach, describe, expect, it } from "vitest";
import { type GrantFixture, REDIRECT, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { InvalidGrantError, SlowDownError } from "../errors";
import { activityDay, type TokenActivityEntry, tokenFailureReason } from "./token-activity";
import { handleTokenRequest } from "./token-endpoint";

let f: GrantFixture;
let entries: TokenActivityEntry[];
beforeEach(async () => {
  f = await makeGrantFixture();
  entries = [];
});

const call = (params: Record<string, string>) =>
  handleTokenRequest(
    { ...f.deps(), activity: { record: (entry) => entries.push(entry) } },
    { params: new URLSearchParams(params) },
  );
const exchange = (code: string, secret = "conf-secret") => ({
  grant_type: "authorization_code",
  code,
  redirect_uri: REDIRECT,
  client_id: "conf",
  client_secret: secret,
});

describe("the token endpoint counts each request of a known client", () => {
  it("counts an issued token as a success at the request's time", async () => {
    await call(exchange(await f.authorize()));
    expect(entries).toEqual([{ clientId: "conf", at: f.now(), outcome: "success" }]);
  });

  it("counts a wrong secret, a used code and a reused refresh token with their reasons", async () => {
    const code = await f.authorize();
    await rejectionCode(call(exchange(code, "wrong")));
    const first = await call(exchange(code));
    const refresh = { grant_type: "refresh_token", client_id: "conf", client_secret: "conf-secret" };
    await call({ ...refresh, refresh_token: first.refresh_token });
    f.advance(120);
    await rejectionCode(call({ ...refresh, refresh_token: first.refresh_token }));
    await rejectionCode(call(exchange(code)));
    expect(entries.map((e) => (e.outcome === "failure" ? e.reason : e.outcome))).toEqual([
      "wrong_client_secret",
      "success",
      "success",
      "refresh_token_revoked_or_reused",
      "code_used_or_expired",
    ]);
  });

  it("counts nothing for a client_id that does not exist, so strangers cannot grow the table", async () => {
    const ghost = { ...exchange(await f.authorize()), client_id: "ghost" };
    expect(await rejectionCode(call(ghost))).toBe("invalid_client");
    expect(entries).toEqual([]);
  });

  it("answers as usual when the recorder throws", async () => {
    const response = await handleTokenRequest(
      {
        ...f.deps(),
        activity: {
          record: () => {
            throw new Error("recorder broken");
          },
        },
      },
      { params: new URLSearchParams(exchange(await f.authorize())) },
    );
    expect(response.token_type).toBe("bearer");
  });
});

describe("tokenFailureReason and activityDay", () => {
  it("names a throttled refresh as rate limited and an unexpected error as other", () => {
    expect(tokenFailureReason(new SlowDownError(5), "refresh_token")).toBe("rate_limited");
    expect(tokenFailureReason(new InvalidGrantError("x"), "authorization_code")).toBe("code_used_or_expired");
    expect(tokenFailureReason(new Error("boom"), "refresh_token")).toBe("other");
  });

  it("counts a request on its UTC day", () => {
    expect(activityDay(new Date("2026-11-25T23:59:59.999Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });
});

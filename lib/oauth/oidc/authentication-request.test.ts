import { describe, expect, it } from "vitest";
import { readAuthenticationParams } from "./authentication-request";

const read = (query: Record<string, string>) => readAuthenticationParams(new URLSearchParams(query));

describe("OpenID Connect parameters of an authorization request", () => {
  it("reads nonce, prompt, max_age and login_hint", () => {
    expect(read({ nonce: "n-1", prompt: "login consent", max_age: "60", login_hint: "uma@example.com" })).toEqual({
      ok: true,
      params: { nonce: "n-1", prompt: new Set(["login", "consent"]), maxAge: 60, loginHint: "uma@example.com" },
    });
  });

  it.each([
    [{ request: "eyJ..." }, "request_not_supported"],
    [{ request_uri: "https://rp.example/r" }, "request_uri_not_supported"],
    [{ registration: "{}" }, "registration_not_supported"],
    [{ prompt: "none login" }, "invalid_request"],
    [{ prompt: "sometimes" }, "invalid_request"],
    [{ max_age: "-1" }, "invalid_request"],
    [{ max_age: "1e3" }, "invalid_request"],
    [{ response_mode: "fragment" }, "invalid_request"],
    [{ nonce: "n".repeat(513) }, "invalid_request"],
  ])("refuses %j with %s, never silently", (query, error) => {
    expect(read(query)).toMatchObject({ ok: false, error });
  });

  it("refuses a parameter sent twice", () => {
    expect(readAuthenticationParams(new URLSearchParams("nonce=a&nonce=b"))).toMatchObject({
      ok: false,
      error: "invalid_request",
    });
  });
});

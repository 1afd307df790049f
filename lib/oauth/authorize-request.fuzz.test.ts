// Property tests: whatever arrives at the authorize endpoint, validation never throws, never
// accepts a redirect URI that is not exactly registered, and every redirect it produces lands on
// the registered URI with nothing injected into the Location.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AuthorizeClient, errorRedirectLocation, validateAuthorizeRequest } from "./authorize-request";

const REGISTERED = "https://a.com/cb";
const client: AuthorizeClient = {
  clientId: "app",
  status: "APPROVED",
  kind: "PUBLIC",
  scopes: ["PROFILE_READ", "BOOKING_READ"],
  redirectUris: [REGISTERED, "com.example.app:/cb"],
};

const LOOK_ALIKES = [
  "https://a.com/cb/",
  "https://a.com/cb?x=1",
  "https://A.COM/cb",
  "https://a.com.evil.com/cb",
  "https://a.com@evil.com/cb",
  "javascript:alert(1)",
  "https://a.com/cb#x",
  "http://a.com/cb",
  "https://a.com:443/cb",
  "https://a.com/CB",
  " https://a.com/cb",
  "https://a.com/cb%00",
  "https://a.com\\@evil.com",
  "//evil.com/cb",
  "https://evil.com/cb",
  "https://a.com/cb\r\nLocation: https://evil.com",
  "data:text/html,x",
  "com.example.app:/cb/",
  "https://a.com/%2e%2e/cb",
  "https://a.com/cb?",
  "",
];
const ADVERSARIAL = [
  "\u0000",
  "\r\nSet-Cookie: x=1",
  '"><script>alert(1)</script>',
  "\u202e",
  "😀",
  "%0d%0a",
  "a".repeat(5000),
  " ",
  "&state=x",
  "#frag",
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(...ADVERSARIAL),
);
const paramValue = (name: string) => {
  switch (name) {
    case "client_id":
      return fc.oneof(fc.constant("app"), text);
    case "redirect_uri":
      return fc.oneof(fc.constant(REGISTERED), fc.constantFrom(...LOOK_ALIKES), text);
    case "response_type":
      return fc.oneof(fc.constant("code"), text);
    case "scope":
      return fc.oneof(fc.constantFrom("PROFILE_READ", "PROFILE_READ BOOKING_READ", "ADMIN"), text);
    case "code_challenge_method":
      return fc.oneof(fc.constant("S256"), text);
    default:
      return text;
  }
};
const NAMES = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "extra",
] as const;
const query = fc
  .array(
    fc.constantFrom(...NAMES).chain((name) => paramValue(name).map((value) => [name, value] as const)),
    { maxLength: 12 },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])));

describe("validateAuthorizeRequest under random and adversarial input", () => {
  it("never throws, never opens a redirect, never injects into the Location", () => {
    fc.assert(
      fc.property(query, (params) => {
        const result = validateAuthorizeRequest(params, client);
        if (result.kind === "error-page") return;
        const target = result.kind === "ok" ? result.request.redirectUri : result.redirectUri;
        expect(client.redirectUris).toContain(target);
        expect(params.getAll("redirect_uri")).toEqual([target]);
        if (result.kind === "error-redirect") {
          const location = errorRedirectLocation(result, "https://issuer.example");
          expect(location).not.toMatch(/[\s"<>\\\u0000-\u001f\u007f]/);
          const url = new URL(location);
          const registered = new URL(target);
          expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
            `${registered.protocol}//${registered.host}${registered.pathname}`,
          );
          expect(url.hash).toBe("");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("rejects every redirect URI look-alike with an error page", () => {
    for (const redirectUri of LOOK_ALIKES) {
      const result = validateAuthorizeRequest(
        new URLSearchParams({
          client_id: "app",
          redirect_uri: redirectUri,
          response_type: "code",
          scope: "PROFILE_READ",
        }),
        client,
      );
      expect(result.kind, redirectUri).toBe("error-page");
    }
  });
});

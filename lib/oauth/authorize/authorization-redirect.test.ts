import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import type { ValidAuthorizeRequest } from "../authorize-request";
import { ISSUER, REDIRECT, USER, makeAuthorizeFixture } from "./authorize-test-fixture";
import { allowRedirect, denyRedirect } from "./authorization-redirect";

const request: ValidAuthorizeRequest = {
  clientId: "app",
  redirectUri: REDIRECT,
  state: "a b&c",
  scopes: ["BOOKING_READ"],
  legacyUnrestricted: false,
  codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
  scopeParamPresent: true,
};

describe("authorization redirects", () => {
  it("Allow: keeps the registered query, adds code, the exact state and iss; stores only the code's hash with PKCE", async () => {
    const f = makeAuthorizeFixture();
    const url = new URL(await allowRedirect(f.deps(), request, USER));
    expect(url.href.startsWith(`${REDIRECT}&code=`)).toBe(true);
    expect(url.searchParams.get("state")).toBe("a b&c");
    expect(url.searchParams.get("iss")).toBe(ISSUER);
    const stored = f.store.codes.get(hashSecret(url.searchParams.get("code")!));
    expect(stored?.record).toMatchObject({
      userId: USER,
      redirectUri: REDIRECT,
      codeChallenge: request.codeChallenge,
      legacyUnrestricted: false,
    });
  });

  it("Allow without state sends none", async () => {
    const f = makeAuthorizeFixture();
    const { state: _state, ...stateless } = request;
    expect(new URL(await allowRedirect(f.deps(), stateless, USER)).searchParams.has("state")).toBe(false);
  });

  it("Deny: access_denied with state and iss, no code", () => {
    const url = new URL(denyRedirect(ISSUER, request));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: "7",
      error: "access_denied",
      error_description: "The user denied the request",
      state: "a b&c",
      iss: ISSUER,
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  type AuthorizeClient,
  MAX_STATE_LENGTH,
  authorizeClientIdOf,
  buildRedirect,
  errorRedirectLocation,
  validateAuthorizeRequest,
} from "./authorize-request";
import { computeS256Challenge } from "./pkce";

const REDIRECT = "https://app.example.com/callback";
const CHALLENGE = computeS256Challenge("v".repeat(64));

const scopedClient: AuthorizeClient = {
  clientId: "client-1",
  status: "APPROVED",
  kind: "CONFIDENTIAL",
  scopes: ["BOOKING_READ", "PROFILE_READ", "ORG_BOOKING_READ"],
  redirectUris: [REDIRECT, "https://app.example.com/other"],
};
const legacyClient: AuthorizeClient = { ...scopedClient, scopes: [] };
const publicClient: AuthorizeClient = { ...scopedClient, kind: "PUBLIC" };

const query = (
  extra: Record<string, string> = {},
  base: Record<string, string> = {
    client_id: "client-1",
    redirect_uri: REDIRECT,
    scope: "BOOKING_READ",
    state: "xyz",
  },
) => new URLSearchParams({ ...base, ...extra });

const without = (name: string, params = query()) => {
  params.delete(name);
  return params;
};

describe("validateAuthorizeRequest: when it must show an error page rather than redirect", () => {
  it("shows a page when client_id is missing", () => {
    expect(validateAuthorizeRequest(without("client_id"), scopedClient)).toMatchObject({
      kind: "error-page",
      reason: "missing_client_id",
    });
  });

  it("shows a page for an unknown client", () => {
    expect(validateAuthorizeRequest(query(), null)).toMatchObject({ kind: "error-page", reason: "unknown_client" });
  });

  it("shows a page when the client record is not the one named by client_id", () => {
    expect(validateAuthorizeRequest(query({ client_id: "client-2" }), scopedClient)).toMatchObject({
      reason: "unknown_client",
    });
  });

  it.each(["PENDING", "REJECTED", "SUSPENDED"] as const)("shows a page for a %s client", (status) => {
    expect(validateAuthorizeRequest(query(), { ...scopedClient, status })).toMatchObject({
      kind: "error-page",
      reason: "client_not_approved",
    });
  });

  it("shows a page when redirect_uri is missing, even if only one is registered", () => {
    const single = { ...scopedClient, redirectUris: [REDIRECT] };
    expect(validateAuthorizeRequest(without("redirect_uri"), single)).toMatchObject({
      kind: "error-page",
      reason: "missing_redirect_uri",
    });
  });

  it("shows a page for a redirect_uri that is not registered exactly", () => {
    for (const uri of [`${REDIRECT}/`, "https://evil.example.com/callback", `${REDIRECT}?x=1`]) {
      expect(validateAuthorizeRequest(query({ redirect_uri: uri }), scopedClient), uri).toMatchObject({
        kind: "error-page",
        reason: "invalid_redirect_uri",
      });
    }
  });

  it("shows a page when client_id or redirect_uri is sent twice", () => {
    const twiceRedirect = query();
    twiceRedirect.append("redirect_uri", "https://evil.example.com/cb");
    expect(validateAuthorizeRequest(twiceRedirect, scopedClient)).toMatchObject({
      kind: "error-page",
      reason: "invalid_parameter",
    });
    const twiceClient = query();
    twiceClient.append("client_id", "client-1");
    expect(validateAuthorizeRequest(twiceClient, scopedClient)).toMatchObject({
      kind: "error-page",
      reason: "invalid_parameter",
    });
  });

  it("shows the scope_required page for a scoped client called without scope (spec s3.2.3)", () => {
    expect(validateAuthorizeRequest(without("scope"), scopedClient)).toEqual({
      kind: "error-page",
      reason: "scope_required",
    });
    expect(validateAuthorizeRequest(query({ scope: " , " }), scopedClient)).toMatchObject({ reason: "scope_required" });
  });

  it("checks the client before the redirect URI, so an unapproved client never redirects", () => {
    const result = validateAuthorizeRequest(query({ scope: "NOPE" }), { ...scopedClient, status: "PENDING" });
    expect(result.kind).toBe("error-page");
  });
});

describe("validateAuthorizeRequest: errors sent back to the client", () => {
  it("redirects invalid_scope for an unknown scope name, naming it, with state", () => {
    expect(validateAuthorizeRequest(query({ scope: "BOOKING_READ ADMIN" }), scopedClient)).toEqual({
      kind: "error-redirect",
      redirectUri: REDIRECT,
      error: "invalid_scope",
      description: "unknown scope: ADMIN",
      state: "xyz",
    });
  });

  it("redirects invalid_scope for a scope not enabled on the client", () => {
    const result = validateAuthorizeRequest(query({ scope: "BOOKING_READ,BOOKING_WRITE" }), scopedClient);
    expect(result).toMatchObject({
      kind: "error-redirect",
      error: "invalid_scope",
      description: expect.stringContaining("BOOKING_WRITE"),
    });
  });

  it("does not let an enabled ORG_ scope stand in for a requested TEAM_ scope", () => {
    const result = validateAuthorizeRequest(query({ scope: "TEAM_BOOKING_READ" }), scopedClient);
    expect(result).toMatchObject({ kind: "error-redirect", error: "invalid_scope" });
  });

  it("redirects invalid_scope for a scope parameter beyond the size bound", () => {
    const result = validateAuthorizeRequest(query({ scope: "BOOKING_READ ".repeat(200) }), scopedClient);
    expect(result).toMatchObject({ kind: "error-redirect", error: "invalid_scope" });
  });

  it("keeps unsafe characters out of the description", () => {
    const result = validateAuthorizeRequest(query({ scope: 'x"\\é' }), scopedClient);
    expect(result).toMatchObject({ description: "unknown scope: x???" });
  });

  it("redirects invalid_request when a public client sends no code_challenge", () => {
    expect(validateAuthorizeRequest(query(), publicClient)).toMatchObject({
      kind: "error-redirect",
      error: "invalid_request",
      state: "xyz",
    });
  });

  it("redirects invalid_request for code_challenge_method plain or anything but S256", () => {
    for (const method of ["plain", "s256", "S512"]) {
      const result = validateAuthorizeRequest(
        query({ code_challenge: CHALLENGE, code_challenge_method: method }),
        publicClient,
      );
      expect(result, method).toMatchObject({ kind: "error-redirect", error: "invalid_request" });
    }
  });

  it("redirects invalid_request for a malformed code_challenge, or a method without a challenge", () => {
    expect(validateAuthorizeRequest(query({ code_challenge: "short" }), publicClient)).toMatchObject({
      error: "invalid_request",
    });
    expect(validateAuthorizeRequest(query({ code_challenge_method: "S256" }), scopedClient)).toMatchObject({
      error: "invalid_request",
    });
  });

  it("redirects unsupported_response_type for anything but code", () => {
    for (const type of ["token", "code id_token", "CODE"]) {
      expect(validateAuthorizeRequest(query({ response_type: type }), scopedClient), type).toMatchObject({
        kind: "error-redirect",
        error: "unsupported_response_type",
      });
    }
  });

  it("redirects invalid_request for a repeated parameter other than client_id/redirect_uri, without echoing state", () => {
    const params = query();
    params.append("scope", "PROFILE_READ");
    expect(validateAuthorizeRequest(params, scopedClient)).toMatchObject({
      kind: "error-redirect",
      error: "invalid_request",
      state: "xyz",
    });
    const twiceState = query();
    twiceState.append("state", "abc");
    const result = validateAuthorizeRequest(twiceState, scopedClient);
    expect(result).toMatchObject({ kind: "error-redirect", error: "invalid_request" });
    expect(result).not.toHaveProperty("state");
  });

  it("refuses a state beyond the bound and does not echo it", () => {
    const result = validateAuthorizeRequest(query({ state: "s".repeat(MAX_STATE_LENGTH + 1) }), scopedClient);
    expect(result).toMatchObject({ kind: "error-redirect", error: "invalid_request" });
    expect(result).not.toHaveProperty("state");
    expect(validateAuthorizeRequest(query({ state: "s".repeat(MAX_STATE_LENGTH) }), scopedClient).kind).toBe("ok");
  });
});

describe("validateAuthorizeRequest: accepted requests", () => {
  it("lets a public (native) client come back on any loopback port, and redirects to the port asked (RFC 8252 s7.3)", () => {
    const native: AuthorizeClient = { ...publicClient, redirectUris: ["http://127.0.0.1/callback"] };
    const params = query({
      redirect_uri: "http://127.0.0.1:49152/callback",
      code_challenge: CHALLENGE,
      code_challenge_method: "S256",
    });
    expect(validateAuthorizeRequest(params, native)).toMatchObject({
      kind: "ok",
      request: { redirectUri: "http://127.0.0.1:49152/callback" },
    });
    const confidential: AuthorizeClient = { ...native, kind: "CONFIDENTIAL" };
    expect(validateAuthorizeRequest(params, confidential)).toMatchObject({
      kind: "error-page",
      reason: "invalid_redirect_uri",
    });
  });

  it("accepts a scoped request that is a subset of the client's scopes", () => {
    expect(validateAuthorizeRequest(query({ scope: "PROFILE_READ,BOOKING_READ" }), scopedClient)).toEqual({
      kind: "ok",
      request: {
        clientId: "client-1",
        redirectUri: REDIRECT,
        state: "xyz",
        scopes: ["PROFILE_READ", "BOOKING_READ"],
        legacyUnrestricted: false,
        scopeParamPresent: true,
      },
    });
  });

  it("accepts a missing response_type and response_type=code", () => {
    expect(validateAuthorizeRequest(query(), scopedClient).kind).toBe("ok");
    expect(validateAuthorizeRequest(query({ response_type: "code" }), scopedClient).kind).toBe("ok");
  });

  it("accepts a request without state and does not invent one", () => {
    const result = validateAuthorizeRequest(without("state"), scopedClient);
    expect(result.kind === "ok" && "state" in result.request).toBe(false);
  });

  it("carries the PKCE challenge; method may be absent or S256", () => {
    for (const extra of [
      { code_challenge: CHALLENGE },
      { code_challenge: CHALLENGE, code_challenge_method: "S256" },
    ] as Record<string, string>[]) {
      const result = validateAuthorizeRequest(query(extra), publicClient);
      expect(result).toMatchObject({ kind: "ok", request: { codeChallenge: CHALLENGE } });
    }
  });

  it("lets a confidential client use PKCE optionally", () => {
    expect(validateAuthorizeRequest(query(), scopedClient)).toMatchObject({ kind: "ok" });
    expect(validateAuthorizeRequest(query({ code_challenge: CHALLENGE }), scopedClient)).toMatchObject({
      request: { codeChallenge: CHALLENGE },
    });
  });

  it("makes a legacy client without scope legacy-unrestricted", () => {
    expect(validateAuthorizeRequest(without("scope"), legacyClient)).toMatchObject({
      kind: "ok",
      request: { scopes: [], legacyUnrestricted: true, scopeParamPresent: false },
    });
  });

  it("gives a legacy client with scope exactly the named scopes, any known ones (spec s3.2.2.1)", () => {
    expect(validateAuthorizeRequest(query({ scope: "WEBHOOK_WRITE TEAM_APPS_READ" }), legacyClient)).toMatchObject({
      kind: "ok",
      request: { scopes: ["WEBHOOK_WRITE", "TEAM_APPS_READ"], legacyUnrestricted: false, scopeParamPresent: true },
    });
  });

  it("still refuses unknown scope names from a legacy client", () => {
    expect(validateAuthorizeRequest(query({ scope: "PROFILE_READ everything" }), legacyClient)).toMatchObject({
      kind: "error-redirect",
      error: "invalid_scope",
    });
  });

  it("accepts a plain record of parameters as well as URLSearchParams", () => {
    const record = { client_id: "client-1", redirect_uri: REDIRECT, scope: "BOOKING_READ" };
    expect(validateAuthorizeRequest(record, scopedClient).kind).toBe("ok");
    expect(
      validateAuthorizeRequest({ ...record, scope: ["BOOKING_READ", "PROFILE_READ"] }, scopedClient),
    ).toMatchObject({
      kind: "error-redirect",
      error: "invalid_request",
    });
  });
});

describe("authorizeClientIdOf", () => {
  it("gives the single client_id, or undefined when missing or repeated", () => {
    expect(authorizeClientIdOf(new URLSearchParams("client_id=a"))).toBe("a");
    expect(authorizeClientIdOf(new URLSearchParams("client_id=a&client_id=b"))).toBeUndefined();
    expect(authorizeClientIdOf(new URLSearchParams(""))).toBeUndefined();
  });
});

describe("buildRedirect", () => {
  it("adds a query to a URI without one", () => {
    expect(buildRedirect(REDIRECT, { code: "abc", state: "x y" })).toBe(`${REDIRECT}?code=abc&state=x%20y`);
  });

  it("keeps the registered query byte for byte and appends after it", () => {
    expect(buildRedirect("https://a.com/cb?tenant=a+b%2F", { code: "c" })).toBe(
      "https://a.com/cb?tenant=a+b%2F&code=c",
    );
    expect(buildRedirect("https://a.com/cb?", { code: "c" })).toBe("https://a.com/cb?code=c");
  });

  it("skips undefined values and encodes reserved characters", () => {
    expect(buildRedirect(REDIRECT, { code: "a&b=c", state: undefined })).toBe(`${REDIRECT}?code=a%26b%3Dc`);
    expect(buildRedirect(REDIRECT, {})).toBe(REDIRECT);
  });

  it("works for private-use scheme redirect URIs", () => {
    expect(buildRedirect("com.example.app:/cb", { code: "c" })).toBe("com.example.app:/cb?code=c");
  });

  it("builds the error redirect with error, description, state and iss", () => {
    const result = validateAuthorizeRequest(query({ scope: "NOPE" }), scopedClient);
    if (result.kind !== "error-redirect") throw new Error("expected an error redirect");
    const url = new URL(errorRedirectLocation(result, "https://auth.example.com"));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: "invalid_scope",
      error_description: "unknown scope: NOPE",
      state: "xyz",
      iss: "https://auth.example.com",
    });
  });
});

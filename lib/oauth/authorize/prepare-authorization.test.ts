import { describe, expect, it } from "vitest";
import {
  APP,
  ISSUER,
  LEGACY_APP,
  NATIVE_APP,
  PENDING_APP,
  REDIRECT,
  USER,
  appQuery,
  makeAuthorizeFixture,
} from "./authorize-test-fixture";
import { verifyConsentToken } from "./consent-token";
import { prepareAuthorization } from "./prepare-authorization";

describe("prepareAuthorization (GET /auth/oauth2/authorize)", () => {
  it("shows a signed-in user the consent screen with a form token bound to them and this request, stored once", async () => {
    const f = makeAuthorizeFixture();
    const out = await prepareAuthorization(f.deps(), appQuery(), USER);
    expect(out).toMatchObject({
      kind: "consent",
      client: APP,
      request: { scopes: ["PROFILE_READ"], state: "st&=/ é", legacyUnrestricted: false },
    });
    if (out.kind !== "consent") return;
    expect(out.formRequest).toBe(appQuery().toString());
    const ticketHash = verifyConsentToken("test-key", out.csrf, USER, out.formRequest, f.deps().now);
    expect(ticketHash).not.toBeNull();
    expect([...f.store.consentTickets.keys()]).toEqual([ticketHash]);
    expect(f.store.authorizationRequests).toEqual([{ clientId: APP.clientId, withScope: true, at: f.deps().now }]);
  });

  it("sends a signed-out user to sign in, counting nothing and storing no form", async () => {
    const f = makeAuthorizeFixture();
    expect(await prepareAuthorization(f.deps(), appQuery(), null)).toEqual({ kind: "sign-in" });
    expect(f.store.authorizationRequests).toEqual([]);
    expect(f.store.consentTickets.size).toBe(0);
  });

  it("shows an error page, with a code and the client when known, never a redirect, for requests that are not the client's own", async () => {
    const f = makeAuthorizeFixture();
    expect(await prepareAuthorization(f.deps(), appQuery({ client_id: "nope" }), USER)).toEqual({
      kind: "error-page",
      reason: "unknown_client",
      client: null,
    });
    expect(await prepareAuthorization(f.deps(), appQuery({ client_id: PENDING_APP.clientId }), USER)).toEqual({
      kind: "error-page",
      reason: "client_not_approved",
      client: PENDING_APP,
    });
    expect(
      await prepareAuthorization(f.deps(), appQuery({ redirect_uri: "https://evil.example/cb" }), USER),
    ).toMatchObject({
      kind: "error-page",
      reason: "invalid_redirect_uri",
    });
    expect(f.store.authorizationRequests).toEqual([]);
  });

  it("shows scope_required for a scoped client called without scope, and counts it for the migration wizard", async () => {
    const f = makeAuthorizeFixture();
    const params = appQuery();
    params.delete("scope");
    expect(await prepareAuthorization(f.deps(), params, USER)).toEqual({
      kind: "error-page",
      reason: "scope_required",
      client: APP,
    });
    expect(f.store.authorizationRequests).toEqual([{ clientId: APP.clientId, withScope: false, at: f.deps().now }]);
  });

  it("redirects errors to a registered URI with state unchanged and iss (RFC 9207), and counts them", async () => {
    const f = makeAuthorizeFixture();
    const out = await prepareAuthorization(f.deps(), appQuery({ scope: "WEBHOOK_WRITE" }), USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    const url = new URL(out.location);
    expect(url.origin + url.pathname).toBe(new URL(REDIRECT).origin + new URL(REDIRECT).pathname);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      tenant: "7",
      error: "invalid_scope",
      state: "st&=/ é",
      iss: ISSUER,
    });
    expect(f.store.authorizationRequests).toHaveLength(1);
  });

  it("lets a legacy client omit scope: unrestricted consent", async () => {
    const f = makeAuthorizeFixture();
    const params = new URLSearchParams({ client_id: LEGACY_APP.clientId, redirect_uri: REDIRECT });
    expect(await prepareAuthorization(f.deps(), params, USER)).toMatchObject({
      kind: "consent",
      request: { legacyUnrestricted: true, scopes: [] },
    });
    expect(f.store.authorizationRequests).toEqual([
      { clientId: LEGACY_APP.clientId, withScope: false, at: f.deps().now },
    ]);
  });
});

describe("prepareAuthorization with remembered consent", () => {
  const grantScopes = async (
    f: ReturnType<typeof makeAuthorizeFixture>,
    scopes: ("PROFILE_READ" | "BOOKING_READ")[],
    userId = USER,
    clientId = APP.clientId,
  ) => {
    f.store.grants.set(`g-${f.store.grants.size}`, {
      id: `g-${f.store.grants.size}`,
      clientId,
      userId,
      scopes,
      legacyUnrestricted: false,
      authorizationCodeHash: "h",
      createdAt: f.deps().now,
      revokedAt: null,
      revokedReason: null,
    });
  };

  it("issues the code at once when the user already granted every requested scope, storing no form", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ", "BOOKING_READ"]);
    const out = await prepareAuthorization(f.deps(), appQuery(), USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    const url = new URL(out.location);
    expect(url.searchParams.get("code")).toBeTruthy();
    expect(url.searchParams.get("state")).toBe("st&=/ é");
    expect(url.searchParams.get("iss")).toBe(ISSUER);
    expect(f.store.codes.size).toBe(1);
    expect(f.store.consentTickets.size).toBe(0);
  });

  it("binds the code to the DPoP key dpop_jkt names (RFC 9449 s10)", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ", "BOOKING_READ"]);
    const jkt = "0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I";
    const out = await prepareAuthorization(f.deps(), appQuery({ dpop_jkt: jkt }), USER);
    expect(out.kind).toBe("redirect");
    expect([...f.store.codes.values()].map((stored) => stored.record.dpopJkt)).toEqual([jkt]);
  });

  it("refuses a dpop_jkt that is not one SHA-256 thumbprint with invalid_request", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ", "BOOKING_READ"]);
    for (const dpop_jkt of ["short", "x".repeat(44)]) {
      const out = await prepareAuthorization(f.deps(), appQuery({ dpop_jkt }), USER);
      if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
      expect(new URL(out.location).searchParams.get("error")).toBe("invalid_request");
    }
    expect(f.store.codes.size).toBe(0);
  });

  it("asks again, naming only the new scopes, when some are new", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ"]);
    expect(await prepareAuthorization(f.deps(), appQuery({ scope: "PROFILE_READ BOOKING_READ" }), USER)).toMatchObject({
      kind: "consent",
      newScopes: ["BOOKING_READ"],
    });
    expect(f.store.codes.size).toBe(0);
  });

  it("ignores another user's grants, and asks when the setting is off", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ"], "someone-else");
    expect(await prepareAuthorization(f.deps(), appQuery(), USER)).toMatchObject({
      kind: "consent",
      newScopes: ["PROFILE_READ"],
    });
    const off = makeAuthorizeFixture();
    await grantScopes(off, ["PROFILE_READ"]);
    expect(await prepareAuthorization(off.deps(), appQuery(), USER)).toMatchObject({
      kind: "consent",
      newScopes: ["PROFILE_READ"],
    });
  });

  it("always shows a public (native) client's request the whole screen, however much was granted before", async () => {
    const f = makeAuthorizeFixture({ rememberConsent: true });
    await grantScopes(f, ["PROFILE_READ", "BOOKING_READ"], USER, NATIVE_APP.clientId);
    const nativeQuery = (port: number) =>
      new URLSearchParams({
        client_id: NATIVE_APP.clientId,
        redirect_uri: `http://127.0.0.1:${port}/callback`,
        scope: "PROFILE_READ BOOKING_READ",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      });
    for (const port of [8080, 49152])
      expect(await prepareAuthorization(f.deps(), nativeQuery(port), USER)).toMatchObject({
        kind: "consent",
        client: { clientId: NATIVE_APP.clientId },
        newScopes: ["PROFILE_READ", "BOOKING_READ"],
      });
    expect(f.store.codes.size).toBe(0);
  });
});

// The authorization endpoint as an OpenID Provider: prompt, nonce and the sign-in kept with the code.
import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { APP, ISSUER, REDIRECT, USER, makeAuthorizeFixture } from "../authorize/authorize-test-fixture";
import { decideConsent } from "../authorize/decide-consent";
import { prepareAuthorization } from "../authorize/prepare-authorization";
import type { CurrentSignIn } from "./sign-in-requirement";

const RP = { ...APP, clientId: "rp", scopes: ["openid", "PROFILE_READ"] as const };
const SIGN_IN: CurrentSignIn = {
  userId: USER,
  email: "uma@example.com",
  authTime: new Date("2029-12-31T23:00:00Z"),
  sid: "sid-1",
};
const query = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: RP.clientId,
    redirect_uri: REDIRECT,
    scope: "openid PROFILE_READ",
    state: "s",
    ...over,
  });

function granted(f: ReturnType<typeof makeAuthorizeFixture>) {
  f.store.grants.set("g-1", {
    id: "g-1",
    clientId: RP.clientId,
    userId: USER,
    scopes: ["openid", "PROFILE_READ"],
    legacyUnrestricted: false,
    authorizationCodeHash: "h",
    createdAt: f.deps().now,
    revokedAt: null,
    revokedReason: null,
  });
}

function fixture(rememberConsent = true) {
  const f = makeAuthorizeFixture({ rememberConsent });
  f.store.addAuthorizeClient({ ...RP, scopes: [...RP.scopes] });
  return f;
}

async function allow(f: ReturnType<typeof fixture>, over: Record<string, string> = {}) {
  const page = await prepareAuthorization(f.deps(), query(over), USER, SIGN_IN);
  if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
  return decideConsent(f.deps(), { request: page.formRequest, csrf: page.csrf, decision: "allow" }, USER, SIGN_IN);
}

const errorOf = (out: { kind: string; location?: string }) =>
  out.kind === "redirect" ? new URL(out.location!).searchParams.get("error") : `(${out.kind})`;

describe("authentication requests at the authorization endpoint", () => {
  it("keeps the nonce and the sign-in (auth_time, sid) with an openid code", async () => {
    const f = fixture();
    const out = await allow(f, { nonce: "n-0S6_WzA2Mj" });
    if (out.kind !== "redirect") throw new Error(out.kind);
    const code = new URL(out.location).searchParams.get("code")!;
    expect(f.store.codes.get(hashSecret(code))?.record).toMatchObject({
      nonce: "n-0S6_WzA2Mj",
      signIn: { authTime: SIGN_IN.authTime, sid: "sid-1" },
    });
  });

  it("prompt=none never shows a page: login_required signed out, consent_required without consent", async () => {
    const f = fixture();
    expect(errorOf(await prepareAuthorization(f.deps(), query({ prompt: "none" }), null))).toBe("login_required");
    expect(errorOf(await prepareAuthorization(f.deps(), query({ prompt: "none" }), USER, SIGN_IN))).toBe(
      "consent_required",
    );
    expect(f.store.consentTickets.size).toBe(0);
    expect(f.store.codes.size).toBe(0);
    const out = await prepareAuthorization(f.deps(), query({ prompt: "none" }), null);
    expect(new URL((out as { location: string }).location).searchParams.get("iss")).toBe(ISSUER);
    expect(new URL((out as { location: string }).location).searchParams.get("state")).toBe("s");
  });

  it("prompt=none with consent remembered answers with the code, no page", async () => {
    const f = fixture();
    granted(f);
    const out = await prepareAuthorization(f.deps(), query({ prompt: "none" }), USER, SIGN_IN);
    expect(out.kind).toBe("redirect");
    expect(new URL((out as { location: string }).location).searchParams.get("code")).toBeTruthy();
  });

  it("prompt=consent shows the screen even when every scope was granted", async () => {
    const f = fixture();
    granted(f);
    expect((await prepareAuthorization(f.deps(), query({ prompt: "consent" }), USER, SIGN_IN)).kind).toBe("consent");
  });

  it("prompt=login sends a signed-in user to a fresh sign-in, the request marked, login_hint passed on", async () => {
    const f = fixture();
    const out = await prepareAuthorization(
      f.deps(),
      query({ prompt: "login", login_hint: "uma@example.com" }),
      USER,
      SIGN_IN,
    );
    expect(out).toMatchObject({ kind: "sign-in", fresh: true, loginHint: "uma@example.com" });
    const back = new URLSearchParams((out as { returnTo: string }).returnTo);
    expect(back.get("login_after")).toMatch(/^\d+\./);
    // Signed in again after the mark: the consent screen.
    const fresh = { ...SIGN_IN, authTime: f.deps().now };
    expect((await prepareAuthorization(f.deps(), back, USER, fresh)).kind).toBe("consent");
  });

  it.each([
    ["request", "request_not_supported"],
    ["registration", "registration_not_supported"],
  ])("%s gets %s at the redirect URI", async (param, error) => {
    const f = fixture();
    expect(errorOf(await prepareAuthorization(f.deps(), query({ [param]: "x" }), USER, SIGN_IN))).toBe(error);
  });

  it("a request_uri that was never pushed gets the error page (RFC 9126 s4), nothing at the redirect URI", async () => {
    const f = fixture();
    const out = await prepareAuthorization(f.deps(), query({ request_uri: "x" }), USER, SIGN_IN);
    expect(out).toMatchObject({ kind: "error-page", reason: "invalid_request_uri" });
  });

  it("a nonce without openid is not kept", async () => {
    const f = fixture();
    const out = await allow(f, { scope: "PROFILE_READ", nonce: "n" });
    const code = new URL((out as { location: string }).location).searchParams.get("code")!;
    expect(f.store.codes.get(hashSecret(code))?.record.nonce).toBeUndefined();
  });
});

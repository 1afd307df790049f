import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { APP, ISSUER, USER, appQuery, makeAuthorizeFixture } from "./authorize-test-fixture";
import { MAX_FORM_REQUEST_LENGTH, decideConsent } from "./decide-consent";
import { prepareAuthorization } from "./prepare-authorization";

async function renderedForm(f: ReturnType<typeof makeAuthorizeFixture>, decision: string, query = appQuery()) {
  const page = await prepareAuthorization(f.deps(), query, USER);
  if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
  return { request: page.formRequest, csrf: page.csrf, decision };
}

describe("decideConsent (POST of the consent form)", () => {
  it("on Allow issues one code, stored hashed, and redirects with code, state unchanged and iss", async () => {
    const f = makeAuthorizeFixture();
    const out = await decideConsent(f.deps(), await renderedForm(f, "allow"), USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    expect(out.decision).toBe("allow");
    const url = new URL(out.location);
    expect(url.searchParams.get("state")).toBe("st&=/ é");
    expect(url.searchParams.get("iss")).toBe(ISSUER);
    expect(url.searchParams.get("tenant")).toBe("7");
    const code = url.searchParams.get("code")!;
    expect(f.store.codes.get(hashSecret(code))?.record).toMatchObject({
      clientId: APP.clientId,
      userId: USER,
      scopes: ["PROFILE_READ"],
    });
  });

  it("refuses a second post of the same form: no second code", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "allow");
    expect((await decideConsent(f.deps(), form, USER)).kind).toBe("redirect");
    expect(await decideConsent(f.deps(), form, USER)).toMatchObject({ kind: "show-again", reason: "form_used" });
    expect(await decideConsent(f.deps(), { ...form, decision: "deny" }, USER)).toMatchObject({
      kind: "show-again",
      reason: "form_used",
    });
    expect(f.store.codes.size).toBe(1);
  });

  it("lets only one of two simultaneous posts of the same form decide", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "allow");
    const results = await Promise.all([decideConsent(f.deps(), form, USER), decideConsent(f.deps(), form, USER)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["redirect", "show-again"]);
    expect(f.store.codes.size).toBe(1);
  });

  it("on Deny redirects access_denied with state and iss, stores no code, and uses the form up", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "deny");
    const out = await decideConsent(f.deps(), form, USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    const url = new URL(out.location);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      error: "access_denied",
      state: "st&=/ é",
      iss: ISSUER,
    });
    expect(url.searchParams.get("code")).toBeNull();
    expect(await decideConsent(f.deps(), { ...form, decision: "allow" }, USER)).toMatchObject({
      kind: "show-again",
      reason: "form_used",
    });
    expect(f.store.codes.size).toBe(0);
  });

  it("shows the page again, deciding nothing, for a forged, stale or another user's form, or no decision", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "allow");
    const invalid = { kind: "show-again", reason: "form_invalid", path: `/auth/oauth2/authorize?${form.request}` };
    expect(await decideConsent(f.deps(), { ...form, csrf: "1.2.3" }, USER)).toEqual(invalid);
    expect(await decideConsent(f.deps(), form, "someone-else")).toEqual(invalid);
    expect(await decideConsent(f.deps(), { ...form, decision: "maybe" }, USER)).toEqual(invalid);
    expect(await decideConsent(f.deps(), { ...form, request: `${form.request}&x=1` }, USER)).toEqual({
      ...invalid,
      path: `${invalid.path}&x=1`,
    });
    f.advance(3601);
    expect(await decideConsent(f.deps(), form, USER)).toEqual(invalid);
    expect(f.store.codes.size).toBe(0);
  });

  it("refuses what is not a consent form, and sends a signed-out user to sign in", async () => {
    const f = makeAuthorizeFixture();
    expect(await decideConsent(f.deps(), { request: null, csrf: "x", decision: "allow" }, USER)).toEqual({
      kind: "malformed",
    });
    expect(
      await decideConsent(
        f.deps(),
        { request: "a".repeat(MAX_FORM_REQUEST_LENGTH + 1), csrf: "x", decision: "allow" },
        USER,
      ),
    ).toEqual({
      kind: "malformed",
    });
    expect(await decideConsent(f.deps(), { request: "a=1", csrf: "x", decision: "allow" }, null)).toEqual({
      kind: "sign-in",
      returnTo: "/auth/oauth2/authorize?a=1",
    });
  });

  it("re-validates: a client suspended while the user was reading gets no code", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "allow");
    f.store.addAuthorizeClient({ ...APP, status: "SUSPENDED" });
    expect(await decideConsent(f.deps(), form, USER)).toMatchObject({
      kind: "show-again",
      reason: "request_not_consentable",
    });
    expect(f.store.codes.size).toBe(0);
  });

  it("re-validates: scopes removed from the client meanwhile send invalid_scope to the client", async () => {
    const f = makeAuthorizeFixture();
    const form = await renderedForm(f, "allow", appQuery({ scope: "BOOKING_READ" }));
    f.store.addAuthorizeClient({ ...APP, scopes: ["PROFILE_READ"] });
    const out = await decideConsent(f.deps(), form, USER);
    expect(out).toMatchObject({ kind: "redirect", decision: "error" });
    if (out.kind === "redirect") expect(new URL(out.location).searchParams.get("error")).toBe("invalid_scope");
    expect(f.store.codes.size).toBe(0);
  });
});

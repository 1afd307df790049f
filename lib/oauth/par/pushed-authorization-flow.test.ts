// A pushed request through the authorization endpoint on the memory store: used once, for a
// minute, by its own client only; its parameters alone count; it survives sign-in and consent.
import { describe, expect, it } from "vitest";
import { APP, ISSUER, REDIRECT, USER } from "../authorize/authorize-test-fixture";
import { hashSecret } from "../constant-time";
import { decideConsent } from "../authorize/decide-consent";
import { prepareAuthorization } from "../authorize/prepare-authorization";
import { APP_SECRET, STRICT_APP, STRICT_SECRET, basic, makeParFixture } from "./par-test-fixture";
import { PUSHED_MARK_LIFETIME_MS, PUSHED_MARK_PARAM } from "./pushed-mark";

const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const pushedParams = (clientId = APP.clientId) => ({
  client_id: clientId,
  redirect_uri: REDIRECT,
  response_type: "code",
  scope: "PROFILE_READ",
  state: "pushed-state",
  code_challenge: CHALLENGE,
  code_challenge_method: "S256",
});

async function pushed(f: ReturnType<typeof makeParFixture>, clientId = APP.clientId, secret = APP_SECRET) {
  const out = await f.push({ params: pushedParams(clientId), authorizationHeader: basic(clientId, secret) });
  return new URLSearchParams({ client_id: clientId, request_uri: out.request_uri });
}

describe("a pushed request at the authorization endpoint (RFC 9126 s4)", () => {
  it("shows the consent screen for exactly the pushed request, and Allow issues its code", async () => {
    const f = makeParFixture();
    const page = await prepareAuthorization(f.deps(), await pushed(f), USER);
    if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
    expect(page.request).toMatchObject({ state: "pushed-state", codeChallenge: CHALLENGE, scopes: ["PROFILE_READ"] });
    expect(new URLSearchParams(page.formRequest).has("request_uri")).toBe(false);
    const out = await decideConsent(f.deps(), { request: page.formRequest, csrf: page.csrf, decision: "allow" }, USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    const url = new URL(out.location);
    expect(url.searchParams.get("state")).toBe("pushed-state");
    expect(url.searchParams.get("iss")).toBe(ISSUER);
    const code = f.store.codes.get(hashSecret(url.searchParams.get("code")!));
    expect(code?.record).toMatchObject({ clientId: APP.clientId, codeChallenge: CHALLENGE });
  });

  it("refuses a request_uri used before: a replay gets the error page, never the client's redirect URI", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    expect((await prepareAuthorization(f.deps(), query, USER)).kind).toBe("consent");
    expect(await prepareAuthorization(f.deps(), query, USER)).toEqual({
      kind: "error-page",
      reason: "invalid_request_uri",
      client: null,
    });
  });

  it("refuses a request_uri from 60 s after its push on", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    f.advance(60);
    expect(await prepareAuthorization(f.deps(), query, USER)).toMatchObject({ reason: "invalid_request_uri" });
  });

  it("serves a request_uri until just before its minute is up", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    f.advance(59);
    expect((await prepareAuthorization(f.deps(), query, USER)).kind).toBe("consent");
  });

  it("refuses another client's request_uri without using it up", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    const stolen = new URLSearchParams({ client_id: STRICT_APP.clientId, request_uri: query.get("request_uri")! });
    expect(await prepareAuthorization(f.deps(), stolen, USER)).toMatchObject({ reason: "invalid_request_uri" });
    expect((await prepareAuthorization(f.deps(), query, USER)).kind).toBe("consent");
  });

  it("refuses a request_uri without client_id, a made-up one and one sent twice", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    const uri = query.get("request_uri")!;
    const page = (q: URLSearchParams) => prepareAuthorization(f.deps(), q, USER);
    expect(await page(new URLSearchParams({ request_uri: uri }))).toMatchObject({ reason: "missing_client_id" });
    expect(await page(new URLSearchParams({ client_id: APP.clientId, request_uri: `${uri}x` }))).toMatchObject({
      reason: "invalid_request_uri",
    });
    const twice = new URLSearchParams(query);
    twice.append("request_uri", uri);
    expect(await page(twice)).toMatchObject({ reason: "invalid_request_uri" });
    expect((await page(query)).kind).toBe("consent");
  });

  it("ignores parameters sent beside the request_uri: only the pushed ones count", async () => {
    const f = makeParFixture();
    const query = await pushed(f);
    query.set("redirect_uri", "https://evil.example/cb");
    query.set("scope", "BOOKING_READ");
    query.set("state", "forged");
    const page = await prepareAuthorization(f.deps(), query, USER);
    expect(page).toMatchObject({ kind: "consent", request: { redirectUri: REDIRECT, state: "pushed-state" } });
  });

  it("survives sign-in: the way back carries the pushed parameters, since the request_uri is used up", async () => {
    const f = makeParFixture();
    const out = await prepareAuthorization(f.deps(), await pushed(f), null);
    if (out.kind !== "sign-in" || out.returnTo === undefined) throw new Error("expected sign-in with a way back");
    const back = new URLSearchParams(out.returnTo);
    expect(back.has("request_uri")).toBe(false);
    expect(back.get("state")).toBe("pushed-state");
    f.advance(120);
    expect(await prepareAuthorization(f.deps(), back, USER)).toMatchObject({ kind: "consent" });
  });
});

describe("a client that must push (RFC 9126 s5)", () => {
  const strictQuery = () => new URLSearchParams(pushedParams(STRICT_APP.clientId));

  it("gets invalid_request at its redirect URI for a request it did not push", async () => {
    const f = makeParFixture();
    const out = await prepareAuthorization(f.deps(), strictQuery(), USER);
    if (out.kind !== "redirect") throw new Error(`expected redirect, got ${out.kind}`);
    expect(new URL(out.location).searchParams.get("error")).toBe("invalid_request");
  });

  it("is served a pushed request through consent, and its form posts back", async () => {
    const f = makeParFixture();
    const page = await prepareAuthorization(f.deps(), await pushed(f, STRICT_APP.clientId, STRICT_SECRET), USER);
    if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
    const form = { request: page.formRequest, csrf: page.csrf, decision: "allow" };
    const out = await decideConsent(f.deps(), form, USER);
    expect(out).toMatchObject({ kind: "redirect", decision: "allow", clientId: STRICT_APP.clientId });
  });

  it("refuses the pushed parameters once changed on the way (the mark covers them all)", async () => {
    const f = makeParFixture();
    const out = await prepareAuthorization(f.deps(), await pushed(f, STRICT_APP.clientId, STRICT_SECRET), null);
    if (out.kind !== "sign-in" || out.returnTo === undefined) throw new Error("expected sign-in with a way back");
    const back = new URLSearchParams(out.returnTo);
    back.set("scope", "PROFILE_READ BOOKING_READ");
    const refused = await prepareAuthorization(f.deps(), back, USER);
    expect(refused).toMatchObject({ kind: "redirect" });
    const forged = new URLSearchParams(strictQuery());
    forged.set(PUSHED_MARK_PARAM, new URLSearchParams(out.returnTo).get(PUSHED_MARK_PARAM)!);
    forged.set("state", "other");
    expect(await prepareAuthorization(f.deps(), forged, USER)).toMatchObject({ kind: "redirect" });
  });

  it("refuses the pushed parameters once their mark is older than a consent form may be", async () => {
    const f = makeParFixture();
    const out = await prepareAuthorization(f.deps(), await pushed(f, STRICT_APP.clientId, STRICT_SECRET), null);
    if (out.kind !== "sign-in" || out.returnTo === undefined) throw new Error("expected sign-in with a way back");
    f.advance(PUSHED_MARK_LIFETIME_MS / 1000 + 1);
    const late = await prepareAuthorization(f.deps(), new URLSearchParams(out.returnTo), USER);
    if (late.kind !== "redirect") throw new Error(`expected redirect, got ${late.kind}`);
    expect(new URL(late.location).searchParams.get("error")).toBe("invalid_request");
  });
});

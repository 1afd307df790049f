import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { APP, NATIVE_APP, NATIVE_REDIRECT, REDIRECT } from "../authorize/authorize-test-fixture";
import { OAuthError } from "../errors";
import { apiResourceAt } from "../resource/api-resource";
import { APP_SECRET, STRICT_APP, STRICT_SECRET, basic, makeParFixture } from "./par-test-fixture";
import { pushAuthorizationRequest } from "./push-authorization-request";
import { MAX_PUSHED_REQUEST_LENGTH } from "./pushed-request-storage";
import { REQUEST_URI_PREFIX } from "./request-uri";

const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const request = (over: Record<string, string> = {}): Record<string, string> => ({
  client_id: APP.clientId,
  redirect_uri: REDIRECT,
  response_type: "code",
  scope: "PROFILE_READ",
  state: "st",
  ...over,
});
const asApp = (params: Record<string, string>) => ({ params, authorizationHeader: basic(APP.clientId, APP_SECRET) });

async function refusal(promise: Promise<unknown>): Promise<{ error: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OAuthError) return { error: error.code, status: error.status };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("pushAuthorizationRequest (POST /v2/auth/oauth2/par, RFC 9126 s2)", () => {
  it("stores a confidential client's request for 60 s under a fresh request_uri, keeping only its hash and no secret", async () => {
    const f = makeParFixture();
    const out = await f.push({ params: request({ client_secret: APP_SECRET }) });
    expect(out.expires_in).toBe(60);
    expect(out.request_uri).toMatch(new RegExp(`^${REQUEST_URI_PREFIX}[A-Za-z0-9_-]{43}$`));
    const [hash, stored] = [...f.store.pushedRequests.entries()][0]!;
    expect(hash).toBe(hashSecret(out.request_uri.slice(REQUEST_URI_PREFIX.length)));
    expect(stored.params).not.toContain(APP_SECRET);
    expect(new URLSearchParams(stored.params).get("state")).toBe("st");
    expect(stored.expiresAt.getTime() - f.deps().now.getTime()).toBe(60_000);
  });

  it("gives every push its own request_uri", async () => {
    const f = makeParFixture();
    const [a, b] = [await f.push(asApp(request())), await f.push(asApp(request()))];
    expect(a.request_uri).not.toBe(b.request_uri);
  });

  it("lets a public client push with its client_id alone (PKCE required, as at the authorization endpoint)", async () => {
    const f = makeParFixture();
    const pkce = { code_challenge: CHALLENGE, code_challenge_method: "S256" };
    const native = request({ client_id: NATIVE_APP.clientId, redirect_uri: NATIVE_REDIRECT, ...pkce });
    expect((await f.push({ params: native })).expires_in).toBe(60);
    const { code_challenge: _, ...withoutPkce } = native;
    expect(await refusal(f.push({ params: withoutPkce }))).toEqual({ error: "invalid_request", status: 400 });
  });

  it("names the client from the Authorization header when the body does not", async () => {
    const f = makeParFixture();
    const { client_id: _, ...rest } = request();
    await f.push(asApp(rest));
    const [stored] = [...f.store.pushedRequests.values()];
    expect(new URLSearchParams(stored!.params).get("client_id")).toBe(APP.clientId);
  });

  it("authenticates the client as the token endpoint does: 401 invalid_client otherwise, nothing stored", async () => {
    const f = makeParFixture();
    const wrong = { params: request(), authorizationHeader: basic(APP.clientId, "wrong") };
    expect(await refusal(f.push(wrong))).toEqual({ error: "invalid_client", status: 401 });
    expect(await refusal(f.push({ params: request() }))).toEqual({ error: "invalid_client", status: 401 });
    const secretForPublic = request({ client_id: NATIVE_APP.clientId, client_secret: "x" });
    expect(await refusal(f.push({ params: secretForPublic }))).toEqual({ error: "invalid_client", status: 401 });
    expect(await refusal(f.push({ params: request({ client_id: "nobody" }) }))).toMatchObject({
      error: "invalid_client",
    });
    const mismatch = {
      params: request({ client_id: NATIVE_APP.clientId }),
      authorizationHeader: wrong.authorizationHeader,
    };
    expect(await refusal(f.push(mismatch))).toMatchObject({ error: "invalid_request" });
    expect(f.store.pushedRequests.size).toBe(0);
  });

  it.each([
    ["request_uri in the pushed body", "invalid_request", { request_uri: `${REQUEST_URI_PREFIX}abc` }],
    ["an unregistered redirect_uri", "invalid_request", { redirect_uri: "https://evil.example/cb" }],
    ["no redirect_uri", "invalid_request", { redirect_uri: "" }],
    ["an unknown scope", "invalid_scope", { scope: "NOPE" }],
    ["a scope the client lacks", "invalid_scope", { scope: "BOOKING_WRITE" }],
    ["no scope", "invalid_scope", { scope: "" }],
    ["another response_type", "unsupported_response_type", { response_type: "token" }],
    ["a plain PKCE method", "invalid_request", { code_challenge: CHALLENGE, code_challenge_method: "plain" }],
    ["a request object", "request_not_supported", { request: "eyJ.x.y" }],
    ["a foreign resource", "invalid_target", { resource: "https://elsewhere.example/api" }],
    ["a state too long", "invalid_request", { state: "s".repeat(1001) }],
  ])("refuses %s as the authorization endpoint would (400 %s), storing nothing", async (_, error, over) => {
    const f = makeParFixture();
    expect(await refusal(f.push(asApp(request(over))))).toEqual({ error, status: 400 });
    expect(f.store.pushedRequests.size).toBe(0);
  });

  it("accepts the API as resource (RFC 8707), as the authorization endpoint does", async () => {
    const f = makeParFixture();
    const api = apiResourceAt("https://api.example.com");
    const deps = { ...f.pushDeps(), apiResource: api };
    await pushAuthorizationRequest(deps, asApp(request({ resource: api.identifier })));
    expect(f.store.pushedRequests.size).toBe(1);
  });

  it("refuses a request larger than a row may hold, and non-string values", async () => {
    const f = makeParFixture();
    const huge = request({ login_hint: "x".repeat(MAX_PUSHED_REQUEST_LENGTH) });
    expect(await refusal(f.push(asApp(huge)))).toEqual({ error: "invalid_request", status: 400 });
    const json = { ...request(), max_age: 5 } as unknown as Record<string, string>;
    expect(await refusal(f.push(asApp(json)))).toEqual({ error: "invalid_request", status: 400 });
    expect(f.store.pushedRequests.size).toBe(0);
  });

  it("lets a client that must push (RFC 9126 s5) push", async () => {
    const f = makeParFixture();
    const strict = {
      params: request({ client_id: STRICT_APP.clientId }),
      authorizationHeader: basic("strict", STRICT_SECRET),
    };
    expect((await f.push(strict)).expires_in).toBe(60);
  });
});

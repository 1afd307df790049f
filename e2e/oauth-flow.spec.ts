// The whole authorization code flow as an application lives it: a real user in Chromium on the
// consent screen, then a real OAuth client library (oauth4webapi) at the token endpoint and API.
import { expect, test, type Page } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { revokeAccess } from "./consent-helpers";
import { DEMO, signIn } from "./helpers";

const CONFIDENTIAL = {
  id: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect: "http://localhost:8080/callback",
};
const PUBLIC = { id: "demo-public-app", redirect: "http://127.0.0.1:8080/callback" };
const insecure = { [oauth.allowInsecureRequests]: true } as const;
// Consent is remembered for confidential clients: tests that need the consent screen first revoke
// what earlier tests granted.
const DEMO_APPS = ["Demo Calendar Sync", "Demo Mobile Planner"];

async function discover(baseURL: string) {
  const issuer = new URL(baseURL);
  const response = await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure });
  return oauth.processDiscoveryResponse(issuer, response);
}

/** Opens the authorization URL, clicks `button`, and returns the URL the app's redirect URI received. */
async function consent(page: Page, url: URL, button: "Allow" | "Deny"): Promise<URL> {
  const app = playApp(page, new URL(url.searchParams.get("redirect_uri")!).origin);
  await page.goto(url.toString());
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();
  return app.received()!;
}

test("confidential client: consent, code exchange, refresh and /v2/me with oauth4webapi", async ({ page, baseURL }) => {
  const as = await discover(baseURL!);
  expect(as.code_challenge_methods_supported).toEqual(["S256"]);
  const client: oauth.Client = { client_id: CONFIDENTIAL.id };
  const auth = oauth.ClientSecretPost(CONFIDENTIAL.secret);
  const state = oauth.generateRandomState();

  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: CONFIDENTIAL.id,
    redirect_uri: CONFIDENTIAL.redirect,
    scope: "PROFILE_READ BOOKING_READ ORG_PROFILE_READ",
    state,
    response_type: "code",
  }).toString();

  await page.goto(url.toString());
  await expect(page.getByText("Demo Calendar Sync wants to access your account")).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("View profile");
  await expect(page.getByTestId("consent-scopes")).toContainText("Organizations you belong to");
  await expect(page.getByTestId("consent-account")).toContainText(DEMO.user.email);
  await expect(page.getByTestId("consent-redirect-host")).toHaveText("localhost:8080");

  const callback = await consent(page, url, "Allow");
  expect(callback.searchParams.get("state")).toBe(state);
  expect(callback.searchParams.get("code")).toBeTruthy();
  const params = oauth.validateAuthResponse(as, client, callback, state);

  const tokenResponse = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    auth,
    params,
    CONFIDENTIAL.redirect,
    oauth.nopkce,
    insecure,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
  expect(tokens.token_type).toBe("bearer");
  expect(tokens.expires_in).toBe(1800);
  expect(tokens.scope).toBe("BOOKING_READ PROFILE_READ ORG_PROFILE_READ");

  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    client,
    await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure),
  );
  expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

  const meResponse = await oauth.protectedResourceRequest(
    refreshed.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    insecure,
  );
  expect(meResponse.status).toBe(200);
  expect(await meResponse.json()).toMatchObject({ status: "success", data: { email: DEMO.user.email } });
});

test("oauth4webapi introspects a live token, revokes the refresh token, and the grant is dead at once", async ({
  page,
  baseURL,
}) => {
  const as = await discover(baseURL!);
  expect(as.revocation_endpoint).toBe(new URL("/v2/auth/oauth2/revoke", baseURL).toString());
  expect(as.introspection_endpoint).toBe(new URL("/v2/auth/oauth2/introspect", baseURL).toString());
  const client: oauth.Client = { client_id: CONFIDENTIAL.id };
  const auth = oauth.ClientSecretBasic(CONFIDENTIAL.secret);
  const state = oauth.generateRandomState();
  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: CONFIDENTIAL.id,
    redirect_uri: CONFIDENTIAL.redirect,
    scope: "PROFILE_READ SCHEDULE_READ",
    state,
    response_type: "code",
  }).toString();
  const params = oauth.validateAuthResponse(as, client, await consent(page, url, "Allow"), state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, CONFIDENTIAL.redirect, oauth.nopkce, insecure),
  );

  const live = await oauth.processIntrospectionResponse(
    as,
    client,
    await oauth.introspectionRequest(as, client, auth, tokens.access_token, insecure),
  );
  expect(live).toMatchObject({
    active: true,
    client_id: CONFIDENTIAL.id,
    scope: tokens.scope,
    token_type: "bearer",
    token_use: "access_token",
  });

  await oauth.processRevocationResponse(
    await oauth.revocationRequest(as, client, auth, tokens.refresh_token!, insecure),
  );
  const after = await oauth.processIntrospectionResponse(
    as,
    client,
    await oauth.introspectionRequest(as, client, auth, tokens.access_token, insecure),
  );
  expect(after.active).toBe(false);
  // oauth4webapi throws on a 401 that carries a challenge; the challenge must name invalid_token.
  const refused = await oauth
    .protectedResourceRequest(tokens.access_token, "GET", new URL("/v2/me", baseURL), undefined, undefined, insecure)
    .then(
      () => null,
      (err: unknown) => err,
    );
  expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  const challenge = refused as oauth.WWWAuthenticateChallengeError;
  expect(challenge.status).toBe(401);
  expect(challenge.cause[0]).toMatchObject({ scheme: "bearer", parameters: { error: "invalid_token" } });
});

test("public client with PKCE: consent, exchange without a secret, refresh, /v2/me", async ({ page, baseURL }) => {
  const as = await discover(baseURL!);
  const client: oauth.Client = { client_id: PUBLIC.id };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: PUBLIC.id,
    redirect_uri: PUBLIC.redirect,
    scope: "PROFILE_READ",
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();

  const callback = await consent(page, url, "Allow");
  const params = oauth.validateAuthResponse(as, client, callback, state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, PUBLIC.redirect, verifier, insecure),
  );
  expect(tokens.scope).toBe("PROFILE_READ");
  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    client,
    await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
  );
  const meResponse = await oauth.protectedResourceRequest(
    refreshed.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    insecure,
  );
  expect(meResponse.status).toBe(200);

  // A native client is asked every time (RFC 8252 s8.6): another program on the device could use
  // the same client id, any loopback port and its own PKCE pair, so the grant above skips nothing.
  const again = new URL(url);
  again.searchParams.set("redirect_uri", "http://127.0.0.1:8234/callback");
  again.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()));
  const second = oauth.validateAuthResponse(as, client, await consent(page, again, "Allow"), state);
  expect(second.get("code")).toBeTruthy();
});

test("Deny sends access_denied with the state back to the app", async ({ page }) => {
  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  const url = new URL("/auth/oauth2/authorize", page.url());
  url.search = new URLSearchParams({
    client_id: CONFIDENTIAL.id,
    redirect_uri: CONFIDENTIAL.redirect,
    scope: "PROFILE_READ",
    state: "deny-state",
  }).toString();
  const callback = await consent(page, url, "Deny");
  expect(callback.searchParams.get("error")).toBe("access_denied");
  expect(callback.searchParams.get("state")).toBe("deny-state");
  expect(callback.searchParams.get("code")).toBeNull();
});

test("a signed-out user signs in and comes back to the same authorization request", async ({ page }) => {
  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  await page.context().clearCookies();
  await page.goto(
    `/auth/oauth2/authorize?client_id=${CONFIDENTIAL.id}&redirect_uri=${encodeURIComponent(CONFIDENTIAL.redirect)}&scope=PROFILE_READ&state=back`,
  );
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=/);
  await page.getByLabel("Email").fill(DEMO.user.email);
  await page.getByLabel("Password").fill(DEMO.user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Demo Calendar Sync wants to access your account/ })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("state")).toBe("back");
});

test("error pages: unregistered redirect URI and pending client are never redirected", async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.goto(
    `/auth/oauth2/authorize?client_id=${CONFIDENTIAL.id}&redirect_uri=${encodeURIComponent("https://evil.example/cb")}&scope=PROFILE_READ`,
  );
  await expect(page.getByTestId("authorize-error-message")).toHaveText(
    "The redirect_uri is not registered for this application.",
  );
  await page.goto(
    `/auth/oauth2/authorize?client_id=demo-pending-app&redirect_uri=${encodeURIComponent(CONFIDENTIAL.redirect)}&scope=PROFILE_READ`,
  );
  await expect(page.getByTestId("authorize-error-message")).toContainText("pending review");
  await page.goto(
    `/auth/oauth2/authorize?client_id=${CONFIDENTIAL.id}&redirect_uri=${encodeURIComponent(CONFIDENTIAL.redirect)}`,
  );
  await expect(page.getByTestId("authorize-error-message")).toContainText("did not say which permissions it needs");
});

test("legacy client without scope: the consent screen says the app gets full access", async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.goto(
    `/auth/oauth2/authorize?client_id=demo-legacy-app&redirect_uri=${encodeURIComponent("http://localhost:8080/callback")}`,
  );
  await expect(page.getByText("Full access to your account")).toBeVisible();
});

test("the consent page cannot be framed and sends no referrer to another origin", async ({ request }) => {
  const response = await request.get(`/auth/oauth2/authorize?client_id=${CONFIDENTIAL.id}`);
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["referrer-policy"]).toBe("same-origin");
});

test("Authorized apps lists the app after the exchange; revoking stops its token at once", async ({
  page,
  baseURL,
  request,
}) => {
  await signIn(page, DEMO.user);
  await revokeAccess(page, DEMO_APPS);
  const url = new URL("/auth/oauth2/authorize", baseURL);
  url.search = new URLSearchParams({
    client_id: CONFIDENTIAL.id,
    redirect_uri: CONFIDENTIAL.redirect,
    scope: "PROFILE_READ",
    state: "apps",
  }).toString();
  const callback = await consent(page, url, "Allow");
  const tokenResponse = await request.post("/v2/auth/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: CONFIDENTIAL.redirect,
      client_id: CONFIDENTIAL.id,
      client_secret: CONFIDENTIAL.secret,
    },
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  expect((await request.get("/v2/me", { headers: { authorization: `Bearer ${access_token}` } })).status()).toBe(200);

  await page.goto("/settings/apps");
  const card = page.getByRole("listitem", { name: "Demo Calendar Sync" });
  await expect(card).toContainText("View profile");
  const today = new Date().toISOString().slice(0, 10);
  await expect(card).toContainText(`Access granted${today}`);
  await expect(card.getByTestId("last-used")).toContainText(today);
  await card.getByRole("button", { name: "Revoke access" }).click();
  // The confirmation step has focus; Escape closes it without revoking and gives focus back.
  await expect(card.getByText("Demo Calendar Sync will lose access to your account at once")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: "Revoke access" })).toBeFocused();
  await page.keyboard.press("Enter");
  await card.getByRole("button", { name: "Yes, revoke Demo Calendar Sync" }).click();
  await expect(page.getByRole("listitem", { name: "Demo Calendar Sync" })).toHaveCount(0);
  // Focus lands on the notice that says it is done, not on the page's top.
  await expect(page.getByTestId("apps-notice")).toBeFocused();
  expect((await request.get("/v2/me", { headers: { authorization: `Bearer ${access_token}` } })).status()).toBe(401);
});

test("a consent post that could not be decided lands on a branded 503 page with Retry-After, without JavaScript", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const response = await page.goto("/auth/oauth2/interrupted?reason=temporarily_unavailable");
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("5");
  await expect(page.getByRole("heading", { name: "This authorization request can't be completed" })).toBeVisible();
  await expect(page.getByTestId("authorize-error-message")).toHaveText(
    "The service could not complete this request just now.",
  );
  const busy = await page.goto("/auth/oauth2/interrupted?reason=too_many_requests");
  expect(busy?.status()).toBe(429);
});

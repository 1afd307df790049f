// Shared steps of the developer portal's browser tests: an end user consenting in their own
// browser context, and an application (oauth4webapi) calling the token endpoint around a rotation.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { DEMO, signIn, finishSignUp } from "./helpers";

export const insecure = { [oauth.allowInsecureRequests]: true } as const;
export const PORTAL = "/settings/developer/oauth";

export type AppClient = { clientId: string; secret: string; redirectUri: string; scope: string };

export async function discover(baseURL: string) {
  const issuer = new URL(baseURL);
  return oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure }),
  );
}

/** The end user, in their own browser context, allows `url`; returns what the app's redirect URI received. */
export async function allowAsEndUser(userPage: Page, url: string): Promise<URL> {
  const app = playApp(userPage, new URL(new URL(url).searchParams.get("redirect_uri")!).origin);
  await userPage.goto(url);
  // Consent is remembered: a user who already granted every requested scope goes straight back.
  const consentScreen = userPage.getByRole("heading", { name: /wants to access your account/ });
  const callback = userPage.getByRole("heading", { name: CALLBACK_HEADING });
  await expect(consentScreen.or(callback)).toBeVisible();
  if (await consentScreen.isVisible()) await userPage.getByRole("button", { name: "Allow" }).click();
  await expect(callback).toBeVisible();
  app.stop();
  return app.received()!;
}

export async function endUserPage(browser: Browser): Promise<Page> {
  const userPage = await (await browser.newContext()).newPage();
  await signIn(userPage, DEMO.user);
  return userPage;
}

/** A freshly signed-up end user, so the grants a spec makes do not show up in other specs' "Authorized apps". */
export async function newEndUserPage(browser: Browser, name = "Nia New-User"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email").fill(`nia-${stamp}@example.com`);
  await page.getByLabel("Username").fill(`nia${stamp}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(`nia-${stamp}@example.com`);
  return page;
}

/**
 * The authorization code flow as an application runs it (oauth4webapi): the end user allows in
 * their browser, the app exchanges the code with its secret at the token endpoint.
 */
export async function codeFlow(userPage: Page, baseURL: string, client: AppClient) {
  const as = await discover(baseURL);
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    response_type: "code",
  }).toString();
  const callback = await allowAsEndUser(userPage, url.toString());
  const params = oauth.validateAuthResponse(as, { client_id: client.clientId }, callback, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    { client_id: client.clientId },
    oauth.ClientSecretPost(client.secret),
    params,
    client.redirectUri,
    oauth.nopkce,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, { client_id: client.clientId }, response);
}

/** The token endpoint's answer to a refresh with this secret, as an application sees it. */
export async function refresh(baseURL: string, client: AppClient, secret: string, refreshToken: string) {
  const as = await discover(baseURL);
  const response = await oauth.refreshTokenGrantRequest(
    as,
    { client_id: client.clientId },
    oauth.ClientSecretPost(secret),
    refreshToken,
    insecure,
  );
  return oauth.processRefreshTokenResponse(as, { client_id: client.clientId }, response);
}

export async function oauthErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof oauth.ResponseBodyError) return err.error;
    // invalid_client comes as 401 with a WWW-Authenticate challenge (RFC 6749 s5.2); the body says which error.
    if (err instanceof oauth.WWWAuthenticateChallengeError)
      return ((await err.response.json()) as { error: string }).error;
    throw err;
  }
  throw new Error("expected the token endpoint to refuse the request");
}

/** The secret shown once, read and confirmed as copied (until then, leaving the page asks first). */
export async function copiedSecret(scope: Page | Locator): Promise<string> {
  const secret = (await scope.getByTestId("new-secret").textContent())!.trim();
  await scope.getByRole("button", { name: "I have copied the secret" }).click();
  return secret;
}

/** Opens a tab of a client's settings page ("Scopes", "Redirect URIs", "Activity", ...). */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole("navigation", { name: "Client settings" }).getByRole("link", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-current", "page");
}

export function secretsSection(page: Page) {
  return page.getByRole("region", { name: "Client secrets" });
}

/**
 * Spec s3.3 end to end: a second secret works next to the first, deleting the old one stops it at
 * once, and the refresh token issued before the rotation keeps working with the new secret.
 */
export async function rotateSecret(page: Page, browser: Browser, baseURL: string, client: AppClient) {
  const as = await discover(baseURL);
  const userPage = await endUserPage(browser);
  const state = oauth.generateRandomState();
  const authorizeUrl = new URL(as.authorization_endpoint!);
  authorizeUrl.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    response_type: "code",
  }).toString();
  const callback = await allowAsEndUser(userPage, authorizeUrl.toString());
  const params = oauth.validateAuthResponse(as, { client_id: client.clientId }, callback, state);
  const exchange = await oauth.authorizationCodeGrantRequest(
    as,
    { client_id: client.clientId },
    oauth.ClientSecretPost(client.secret),
    params,
    client.redirectUri,
    oauth.nopkce,
    insecure,
  );
  const issued = await oauth.processAuthorizationCodeResponse(as, { client_id: client.clientId }, exchange);

  await page.goto(`${PORTAL}/${client.clientId}`);
  await openTab(page, "Secrets");
  const secrets = secretsSection(page);
  await expect(secrets.getByTestId("secret-row")).toHaveCount(1);
  await expect(secrets.getByRole("button", { name: /Delete secret ending in/ })).toBeDisabled();
  // The disabled Delete says why, beside it.
  await expect(secrets.getByTestId("secret-row").getByTestId("secret-delete-reason")).toHaveText(
    "Kept: the client's only secret that does not expire. Roll it to replace it.",
  );

  await secrets.getByLabel("Label (optional)").fill("after rotation");
  await secrets.getByRole("button", { name: "Generate new secret" }).click();
  await expect(secrets.getByTestId("secret-result")).toBeFocused();
  const newSecret = await copiedSecret(secrets);
  await expect(secrets.getByTestId("secret-row").filter({ hasText: `…${newSecret.slice(-4)}` })).toContainText(
    "after rotation",
  );
  expect(newSecret).toMatch(/^cs_/);
  await expect(secrets.getByText("It will not be shown again.")).toBeVisible();
  await expect(secrets.getByTestId("secret-row")).toHaveCount(2);
  await expect(secrets.getByRole("button", { name: "Generate new secret" })).toBeDisabled();
  await expect(secrets.getByText(/at most 2 active secrets\. Delete the one you no longer use/)).toBeVisible();

  // Both secrets work while both are active.
  const withOld = await refresh(baseURL, client, client.secret, issued.refresh_token!);
  const withNew = await refresh(baseURL, client, newSecret, withOld.refresh_token!);

  const oldHint = client.secret.slice(-4);
  await secrets.getByRole("button", { name: `Delete secret ending in ${oldHint}` }).click();
  await secrets.getByRole("button", { name: `Yes, delete secret …${oldHint}` }).click();
  await expect(secrets.getByTestId("secret-row")).toHaveCount(1);
  await expect(secrets.getByText(`…${newSecret.slice(-4)}`)).toBeVisible();

  // The deleted secret fails on the very next request; the new one works, and the refresh token
  // issued before the deletion is still good.
  expect(await oauthErrorOf(refresh(baseURL, client, client.secret, withNew.refresh_token!))).toBe("invalid_client");
  const afterDelete = await refresh(baseURL, client, newSecret, withNew.refresh_token!);
  const me = await oauth.protectedResourceRequest(
    afterDelete.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    insecure,
  );
  expect(me.status).toBe(200);
  // The access token issued before the rotation is not invalidated either.
  const meWithFirstToken = await oauth.protectedResourceRequest(
    issued.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    insecure,
  );
  expect(meWithFirstToken.status).toBe(200);

  await openTab(page, "Activity");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("Secret deleted");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText(`Secret ending in …${oldHint}`);
  await userPage.context().close();
}

/** Registers a confidential client through the form; returns its id and the secret shown once. */
export async function registerConfidentialClient(
  page: Page,
  name: string,
  redirectUri: string,
  scopes: readonly string[],
) {
  await page.goto(`${PORTAL}/new`);
  await page.getByLabel("Application name").fill(name);
  await page.getByRole("radio", { name: /Confidential/ }).check();
  await page.getByLabel("Redirect URI 1", { exact: true }).fill(redirectUri);
  for (const scope of scopes) await page.getByLabel(scope, { exact: true }).check();
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByText(`${name} is registered and waiting for review.`)).toBeVisible();
  const clientId = (await page.getByTestId("new-client-id").textContent())!.trim();
  const secret = await copiedSecret(page);
  return { clientId, secret };
}

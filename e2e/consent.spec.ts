// The consent screen as a person meets it: no JavaScript needed (what it ships is weighed in
// page-weight.spec.ts), usable on a phone, asked once per scope (remembered consent), and never a dead end.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectCallback, revokeAccess } from "./consent-helpers";
import { newEndUserPage } from "./portal-helpers";

const APP = {
  id: "demo-confidential-app",
  name: "Demo Calendar Sync",
  redirect: "http://localhost:8080/callback",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
};
const ALL_SCOPES =
  "PROFILE_READ BOOKING_READ BOOKING_WRITE SCHEDULE_READ EVENT_TYPE_READ TEAM_BOOKING_READ ORG_PROFILE_READ";

function authorizeUrl(baseURL: string, scope: string, state = "st"): string {
  const url = new URL("/auth/oauth2/authorize", baseURL);
  url.search = new URLSearchParams({
    client_id: APP.id,
    redirect_uri: APP.redirect,
    scope,
    state,
    response_type: "code",
  }).toString();
  return url.toString();
}

/** The app exchanges the code: from then on the user has a grant (what consent is remembered from). */
async function exchange(request: APIRequestContext, callback: URL) {
  const response = await request.post("/v2/auth/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: APP.redirect,
      client_id: APP.id,
      client_secret: APP.secret,
    },
  });
  expect(response.status()).toBe(200);
}

const consentHeading = (page: Page) => page.getByRole("heading", { name: `${APP.name} wants to access your account` });

test("Allow works with JavaScript disabled", async ({ browser, baseURL }) => {
  const signedIn = await newEndUserPage(browser);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  const page = await context.newPage();
  const callback = await expectCallback(page, authorizeUrl(baseURL!, "PROFILE_READ", "no-js"), async () => {
    await expect(consentHeading(page)).toBeVisible();
    await page.getByRole("button", { name: "Allow" }).click();
  });
  expect(callback.searchParams.get("code")).toBeTruthy();
  expect(callback.searchParams.get("state")).toBe("no-js");
});

test("Deny works with JavaScript disabled", async ({ browser, baseURL }) => {
  const signedIn = await newEndUserPage(browser);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  const page = await context.newPage();
  const callback = await expectCallback(page, authorizeUrl(baseURL!, "PROFILE_READ", "no-js-deny"), async () => {
    await expect(consentHeading(page)).toBeVisible();
    await page.getByRole("button", { name: "Deny" }).click();
  });
  expect(callback.searchParams.get("error")).toBe("access_denied");
  expect(callback.searchParams.get("code")).toBeNull();
  expect(callback.searchParams.get("state")).toBe("no-js-deny");
});

test("on a phone, Allow is above the fold even for a long list of scopes", async ({ browser, baseURL }) => {
  const page = await newEndUserPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(authorizeUrl(baseURL!, ALL_SCOPES));
  await expect(consentHeading(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Allow" })).toBeInViewport();
  const box = (await page.getByRole("button", { name: "Allow" }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
});

test("the screen speaks to the account's owner: grouped lines without repeated titles, no review status, a link to Authorized apps", async ({
  browser,
  baseURL,
}) => {
  const page = await newEndUserPage(browser);
  await page.goto(authorizeUrl(baseURL!, ALL_SCOPES));
  const scopes = page.getByTestId("consent-scopes");
  await expect(scopes.getByRole("listitem").filter({ hasText: /^View profile/ })).toContainText(
    "See your name, email address",
  );
  await expect(scopes).not.toContainText("authorized user");
  await expect(scopes).toContainText("Teams you belong to");
  await expect(scopes).toContainText("View bookings");
  await expect(scopes).not.toContainText(/team bookings|organization teams/i);
  await expect(page.locator("main")).not.toContainText(/review|approved|confidential|public client/i);
  await page.getByRole("link", { name: "Authorized apps" }).last().click();
  await expect(page).toHaveURL(/\/settings\/apps$/);
});

test("remembered consent: skipped when every scope is granted, asked for new scopes only, asked in full after a revoke", async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await newEndUserPage(browser);
  const first = await expectCallback(page, authorizeUrl(baseURL!, "PROFILE_READ BOOKING_READ", "one"), async () => {
    await page.getByRole("button", { name: "Allow" }).click();
  });
  await exchange(request, first);

  // Every requested scope is granted already: the code comes back without the screen.
  const skipped = await expectCallback(page, authorizeUrl(baseURL!, "BOOKING_READ", "two"));
  expect(skipped.origin + skipped.pathname).toBe(APP.redirect);
  expect(skipped.searchParams.get("code")).toBeTruthy();
  expect(skipped.searchParams.get("state")).toBe("two");

  // A new scope: the screen again, showing what is new.
  await page.goto(authorizeUrl(baseURL!, "PROFILE_READ SCHEDULE_READ", "three"));
  await expect(consentHeading(page)).toBeVisible();
  const scopes = page.getByTestId("consent-scopes");
  await expect(scopes).toContainText("It already has some access. It also asks to:");
  await expect(scopes).toContainText("View schedules");
  await expect(scopes).not.toContainText("View profile");

  // After revoking, the full screen for scopes granted before.
  await revokeAccess(page, [APP.name]);
  await page.goto(authorizeUrl(baseURL!, "PROFILE_READ BOOKING_READ", "four"));
  await expect(consentHeading(page)).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("It will be able to:");
  await expect(page.getByTestId("consent-scopes")).toContainText("View profile");
});

test("a consent form posted twice or forged decides nothing", async ({ browser, baseURL, request }) => {
  const page = await newEndUserPage(browser);
  const fields = { request: "", csrf: "" };
  const allowed = await expectCallback(page, authorizeUrl(baseURL!, "SCHEDULE_READ", "once"), async () => {
    fields.request = await page.locator('input[name="request"]').inputValue();
    fields.csrf = await page.locator('input[name="csrf"]').inputValue();
    await page.getByRole("button", { name: "Allow" }).click();
  });
  expect(allowed.searchParams.get("code")).toBeTruthy();

  // The same form again: nothing decided, the authorization page is shown again.
  const again = await page.request.post("/auth/oauth2/consent", {
    form: { ...fields, decision: "allow" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toMatch(/^\/auth\/oauth2\/authorize\?/);
  // Without the user's session: sign in first. Not a consent form at all: home.
  const anonymous = await request.post("/auth/oauth2/consent", {
    form: { ...fields, decision: "allow" },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers()["location"]).toMatch(/^\/auth\/signin\?callbackUrl=/);
  const junk = await request.post("/auth/oauth2/consent", { form: { nothing: "here" }, maxRedirects: 0 });
  expect(junk.status()).toBe(303);
  expect(junk.headers()["location"]).toBe("/");
});

test("authorization error pages lead somewhere: home, and the user's authorized apps", async ({ browser, baseURL }) => {
  const page = await newEndUserPage(browser);
  const response = await page.goto(
    authorizeUrl(baseURL!, "PROFILE_READ").replace(
      encodeURIComponent(APP.redirect),
      encodeURIComponent("https://evil.example/cb"),
    ),
  );
  expect(response!.status()).toBe(400);
  await expect(page.getByTestId("authorize-error-message")).toHaveText(
    "The redirect_uri is not registered for this application.",
  );
  await expect(page.getByRole("link", { name: "See your authorized apps" })).toHaveAttribute("href", "/settings/apps");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
});

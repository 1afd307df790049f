// A person looks after their own account: a forgotten password from a consent link (the mail read
// from the development outbox) brings them back to the same consent screen; the account page edits
// their name and time zone and signs out another browser; "Authorized apps" tells what an app did
// after real API calls. One journey, one browser at 1280 x 800.
import { expect, test, type Browser } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { finishSignUp } from "./helpers";
import { discover, insecure } from "./portal-helpers";

test.use({ viewport: { width: 1280, height: 800 } });

const CLIENT = {
  clientId: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirectUri: "http://localhost:8080/callback",
};
const SEVEN_SCOPES =
  "PROFILE_READ BOOKING_READ BOOKING_WRITE SCHEDULE_READ EVENT_TYPE_READ TEAM_BOOKING_READ ORG_PROFILE_READ";

async function signUp(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `self-${tag}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Sol Self");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`sol${tag}`);
  await page.getByLabel("Password").fill("first-long-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  return { page, email };
}

test("forgot password from a consent link, back on consent; account settings; what an app did", async ({
  browser,
  baseURL,
}) => {
  const { page, email } = await signUp(browser);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  // A consent link while signed out asks to sign in; the password is forgotten.
  const as = await discover(baseURL!);
  const state = oauth.generateRandomState();
  const authorizeUrl = `/auth/oauth2/authorize?${new URLSearchParams({ client_id: CLIENT.clientId, redirect_uri: CLIENT.redirectUri, response_type: "code", scope: SEVEN_SCOPES, state })}`;
  const app = playApp(page, new URL(CLIENT.redirectUri).origin);
  await page.goto(authorizeUrl);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");

  // The mail goes out after the answer, beside the sign-up's own: the reset one, read until it is there.
  const mail = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .filter({ has: page.getByRole("heading", { name: "Reset your password" }) })
    .first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  const link = (await mail.getByRole("link").first().getAttribute("href"))!;
  expect(new URL(link).searchParams.get("callbackUrl")).toBe(authorizeUrl);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel(/New password/).fill("second-long-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password was changed");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("second-long-password");
  await page.getByRole("button", { name: "Sign in" }).click();

  // The same consent screen, seven scopes, with Allow and Deny in view without scrolling.
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Allow" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Deny" })).toBeInViewport();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText("This link has expired or was already used")).toBeVisible();

  // The app exchanges the code and calls the API: three reads of bookings, one of the profile.
  const params = oauth.validateAuthResponse(as, { client_id: CLIENT.clientId }, app.received()!, state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    { client_id: CLIENT.clientId },
    await oauth.authorizationCodeGrantRequest(
      as,
      { client_id: CLIENT.clientId },
      oauth.ClientSecretPost(CLIENT.secret),
      params,
      CLIENT.redirectUri,
      oauth.nopkce,
      insecure,
    ),
  );
  const call = (path: string) =>
    fetch(new URL(path, baseURL), { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  for (const path of ["/v2/bookings", "/v2/bookings", "/v2/bookings", "/v2/me"])
    expect((await call(path)).status).toBe(200);

  // Account settings, from the header: a new name and time zone.
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByLabel("Name").fill("Sol Renamed");
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByTestId("signed-in-as")).toContainText("Sol Renamed");

  // Another browser signs in; this one signs it out, and its next page asks it to sign in.
  const other = await (await browser.newContext()).newPage();
  await other.goto("/auth/signin");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill("second-long-password");
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByTestId("signed-in-as")).toContainText(email);
  await page.reload();
  const sessions = page.getByTestId("account-session");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This browser");
  await expect(sessions.first()).toContainText(/ (CET|CEST)\b/);
  await sessions
    .nth(1)
    .getByRole("button", { name: /^Sign out Chrome/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("That browser is signed out.");
  await expect(sessions).toHaveCount(1);
  await other.goto("/settings");
  await expect(other).toHaveURL(/\/auth\/signin/);

  // Two more browsers sign in; "Sign out all other sessions" ends both and keeps this one.
  const more = await Promise.all([1, 2].map(async () => (await browser.newContext()).newPage()));
  for (const p of more) {
    await p.goto("/auth/signin");
    await p.getByLabel("Email").fill(email);
    await p.getByLabel("Password").fill("second-long-password");
    await p.getByRole("button", { name: "Sign in" }).click();
    await expect(p.getByTestId("signed-in-as")).toContainText(email);
  }
  await page.reload();
  await expect(sessions).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByRole("status")).toHaveText("Every other browser is signed out. This one stays signed in.");
  await expect(sessions).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toHaveCount(0);
  for (const p of more) {
    await p.goto("/settings");
    await expect(p).toHaveURL(/\/auth\/signin/);
  }

  // What the app did, counted as it happened, in the person's words and time zone.
  await page.getByRole("link", { name: "Authorized apps" }).first().click();
  await expect(page.getByRole("heading", { name: "Authorized apps" })).toBeVisible();
  const card = page.getByRole("listitem", { name: "Demo Calendar Sync" });
  const lines = card.getByTestId("app-usage-line");
  // Each server process writes its own tally within seconds (the calls may have gone to both):
  // reload until both lines are there.
  await expect(async () => {
    await page.reload();
    await expect(lines.filter({ hasText: "Read your bookings 3 times, last just now" })).toHaveCount(1, {
      timeout: 500,
    });
    await expect(lines.filter({ hasText: "Read your profile once" })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(lines.filter({ hasText: "Read your profile once" })).toContainText(
    /\(\d{4}-\d\d-\d\d \d\d:\d\d (CET|CEST)\)/,
  );
  await expect(card.getByTestId("last-used")).toContainText(/ (CET|CEST)\b/);
  await other.context().close();
  await page.context().close();
});

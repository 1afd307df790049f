// Secret rotation (spec s3.3) and the legacy migration wizard (spec s3.2) against the real
// authorization and token endpoints, with oauth4webapi playing the application. In order: a new
// client approved in the admin queue and rotated, the wizard on the seeded legacy client, then a
// rotation of that (approved, now migrated) client.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import {
  PORTAL,
  allowAsEndUser,
  endUserPage,
  openTab,
  registerConfidentialClient,
  rotateSecret,
} from "./portal-helpers";

test.describe.configure({ mode: "serial" });

test("a developer registers a client, an administrator approves it, and the developer rotates its secret", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.developer);
  const redirectUri = "http://localhost:8089/callback";
  const { clientId, secret } = await registerConfidentialClient(page, "E2E Approved App", redirectUri, [
    "PROFILE_READ",
  ]);

  // The administrator approves it in the review queue: a new client is PENDING until then.
  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await page.goto("/admin/oauth-clients");
  await page.getByRole("link", { name: /E2E Approved App/ }).click();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("Client approved.")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, DEMO.developer);
  await rotateSecret(page, browser, baseURL!, { clientId, secret, redirectUri, scope: "PROFILE_READ" });
});

test("the developer migrates the seeded legacy client through the wizard", async ({ page, browser }) => {
  const legacy = { clientId: "demo-legacy-app", redirectUri: "http://localhost:8080/callback" };
  const oldUrl = `/auth/oauth2/authorize?client_id=${legacy.clientId}&redirect_uri=${encodeURIComponent(legacy.redirectUri)}&response_type=code`;

  // A user still arrives through the old URL, without scope.
  const userPage = await endUserPage(browser);
  await userPage.goto(oldUrl);
  await expect(userPage.getByText("Full access to your account")).toBeVisible();

  await signIn(page, DEMO.developer);
  await page.goto(PORTAL);
  const row = page.getByRole("row", { name: /Demo Legacy Dashboard/ });
  await expect(row).toContainText("Legacy");
  await row.getByRole("link", { name: "Demo Legacy Dashboard" }).click();
  const wizard = page.getByRole("region", { name: "Migrate to explicit scopes" });
  await expect(wizard.getByRole("heading", { name: "Step 1 of 3: Add scope to your authorization URL" })).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Continue to step 2" })).toBeDisabled();
  await expect(wizard.getByText("Choose at least one scope to continue.")).toBeVisible();

  // Step 1: choose scopes; the wizard shows the URL to deploy.
  await wizard.getByLabel("PROFILE_READ", { exact: true }).check();
  await wizard.getByLabel("BOOKING_READ", { exact: true }).check();
  const newUrl = new URL(await wizard.getByRole("textbox", { name: "New authorization URL" }).inputValue());
  expect(newUrl.pathname).toBe("/auth/oauth2/authorize");
  expect(Object.fromEntries(newUrl.searchParams)).toEqual({
    client_id: legacy.clientId,
    redirect_uri: legacy.redirectUri,
    response_type: "code",
    scope: "BOOKING_READ PROFILE_READ",
  });

  // The app deploys it: a user now arrives with scope and allows.
  const callback = await allowAsEndUser(userPage, `${newUrl.toString()}&state=migrated`);
  expect(callback.searchParams.get("code")).toBeTruthy();

  // Step 2: both kinds of request show up, and saving is discouraged while old-URL requests arrive.
  await wizard.getByRole("button", { name: "Continue to step 2" }).click();
  await wizard.getByRole("button", { name: "Refresh numbers" }).click();
  // At least the two requests above (other specs may have visited the legacy client too).
  await expect(wizard.getByTestId("with-scope-24h")).toHaveText(/^[1-9]\d*$/);
  await expect(wizard.getByTestId("without-scope-24h")).toHaveText(/^[1-9]\d*$/);
  await expect(wizard.getByTestId("without-scope-7d")).toHaveText(/^[1-9]\d*$/);
  await expect(wizard.getByRole("img", { name: /[1-9]\d* with scope, [1-9]\d* without scope/ })).toBeVisible();
  await expect(wizard.getByText(/Last request without scope: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)).toBeVisible();
  await expect(wizard.getByText("Requests without scope are still arriving.")).toBeVisible();

  // Step 3: explicit confirmation, and an acknowledgement because of the recent unscoped request.
  await wizard.getByRole("button", { name: "Continue to step 3" }).click();
  const save = wizard.getByRole("button", { name: "Save scopes and finish migration" });
  await expect(save).toBeDisabled();
  await wizard.getByLabel("My app's authorization URL already sends these scopes.").check();
  await expect(wizard.getByText("Saving now will break users who still open the old URL.")).toBeVisible();
  await expect(save).toBeDisabled();
  await wizard.getByLabel(/I understand that users who open the old authorization URL/).check();
  await save.click();

  await expect(page.getByText("Migration complete: the client now uses explicit scopes.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Migrate to explicit scopes" })).toHaveCount(0);
  await openTab(page, "Scopes");
  const scopes = page.getByRole("region", { name: "Scopes" });
  await expect(scopes.getByLabel("PROFILE_READ", { exact: true })).toBeChecked();
  await expect(scopes.getByLabel("BOOKING_READ", { exact: true })).toBeChecked();
  await expect(scopes.getByLabel("SCHEDULE_READ", { exact: true })).not.toBeChecked();
  await openTab(page, "Activity");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText(
    "Migrated from legacy to explicit scopes",
  );

  // From now on the old URL is refused, as the wizard warned.
  await userPage.goto(oldUrl);
  await expect(userPage.getByTestId("authorize-error-message")).toContainText("did not say which permissions it needs");
  await userPage.context().close();
});

test("the developer rotates the (now migrated) client's secret while the app keeps working", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.developer);
  await rotateSecret(page, browser, baseURL!, {
    clientId: "demo-legacy-app",
    secret: "cs_demo_legacy_secret_do_not_use_in_production",
    redirectUri: "http://localhost:8080/callback",
    scope: "PROFILE_READ",
  });
});

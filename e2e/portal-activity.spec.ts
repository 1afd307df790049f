// A developer's console for one client, as a person uses it: the client list narrowed by typing,
// a pending client previewing its consent screen instead of offering a try link, a secret rolled
// with a grace period (both secrets listed with their expiry, both working; leaving before the new
// one is copied asks first), a slow tab showing progress at once, and the activity chart and table
// after real token requests, the chart read by keyboard.
import { expect, test } from "@playwright/test";
import { DEMO, pageAs, signIn } from "./helpers";
import {
  PORTAL,
  codeFlow,
  copiedSecret,
  newEndUserPage,
  oauthErrorOf,
  openTab,
  refresh,
  registerConfidentialClient,
  secretsSection,
} from "./portal-helpers";

test("filter, pending preview, roll a secret with a delay, and read the activity", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.developer);
  const name = `E2E Activity App ${Date.now()}`;
  const redirectUri = "http://localhost:8093/callback";
  const { clientId, secret } = await registerConfidentialClient(page, name, redirectUri, ["PROFILE_READ"]);

  // The list narrows as the developer types, and says how many it shows.
  await page.goto(PORTAL);
  await page.getByLabel("Filter by name or client ID").fill(clientId.slice(0, 12));
  await expect(page.getByTestId("client-row")).toHaveCount(1);
  await expect(page.getByText(/^1 of \d+ clients shown$/)).toBeVisible();
  await page.getByRole("link", { name }).click();

  // Pending: nobody can use it, so no try link; the consent screen users will see, inert.
  await openTab(page, "Quick start");
  await expect(page.getByRole("link", { name: "Try this authorization URL" })).toHaveCount(0);
  const preview = page.getByTestId("consent-preview-screen");
  await expect(preview.getByRole("heading", { name: `${name} wants to access your account` })).toBeVisible();
  await expect(preview.getByRole("button", { name: "Allow" })).toBeDisabled();

  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  await admin.context().close();
  await page.reload();
  await expect(page.getByRole("link", { name: "Try this authorization URL" })).toBeVisible();
  await expect(page.getByTestId("consent-preview-screen")).toHaveCount(0);

  // Real token requests: a code exchange, and a refresh with a wrong secret.
  const client = { clientId, secret, redirectUri, scope: "PROFILE_READ" };
  const userPage = await newEndUserPage(browser);
  const issued = await codeFlow(userPage, baseURL!, client);
  await userPage.context().close();
  expect(await oauthErrorOf(refresh(baseURL!, client, "cs_not_the_secret", issued.refresh_token!))).toBe(
    "invalid_client",
  );

  // Roll: the new secret at once, the old one for another hour; both listed with their expiry.
  await openTab(page, "Secrets");
  const secrets = secretsSection(page);
  await secrets.getByLabel(`The secret ending in ${secret.slice(-4)} stops working`).selectOption("1h");
  await secrets.getByRole("button", { name: "Roll secret" }).click();
  await expect(secrets.getByTestId("new-secret")).toBeVisible();
  // Leaving before saying the secret was copied asks first; staying keeps it on screen.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("navigation", { name: "Client settings" }).getByRole("link", { name: "Activity" }).click();
  expect(await asked).toContain("will not be shown again");
  await expect(page.getByRole("link", { name: "Secrets", exact: true })).toHaveAttribute("aria-current", "page");
  const rolled = await copiedSecret(secrets);
  const row = (s: string) => secrets.getByTestId("secret-row").filter({ hasText: `…${s.slice(-4)}` });
  await expect(secrets.getByTestId("secret-row")).toHaveCount(2);
  await expect(row(secret).getByTestId("secret-expiry")).toHaveText(
    /^Stops working \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/,
  );
  await expect(row(rolled).getByTestId("secret-expiry")).toHaveText("Never");
  const withOld = await refresh(baseURL!, client, secret, issued.refresh_token!);
  await refresh(baseURL!, client, rolled, withOld.refresh_token!);

  // Both places are taken until the old secret expires: the tab says when a new one can be
  // generated, and offers to stop the old one now.
  await expect(secrets.getByRole("button", { name: "Generate new secret" })).toBeDisabled();
  await expect(secrets.getByTestId("secret-generate-reason")).toContainText(
    `A new secret can be generated once the secret ending in …${secret.slice(-4)} stops working`,
  );
  await secrets.getByRole("button", { name: `Stop the secret ending in ${secret.slice(-4)} now` }).click();
  await secrets.getByRole("button", { name: `Yes, stop …${secret.slice(-4)} now` }).click();
  await expect(secrets.getByTestId("secret-row")).toHaveCount(1);
  await expect(secrets.getByRole("button", { name: "Generate new secret" })).toBeEnabled();

  // Activity: three tokens issued, one refused for its secret; as table, reasons and chart.
  // A tab whose page is slow to come answers the click at once with a loading state.
  const slowActivity = /\/activity(\?|$)/;
  await page.route(slowActivity, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const nav = page.getByRole("navigation", { name: "Client settings" });
  await nav.getByRole("link", { name: /^Activity/ }).click();
  await expect(nav.getByTestId("tab-pending")).toBeVisible({ timeout: 1000 });
  await expect(nav.getByRole("link", { name: "Activity", exact: true })).toHaveAttribute("aria-current", "page");
  await page.unroute(slowActivity);
  await expect(page.getByTestId("succeeded-total")).toHaveText("3");
  await expect(page.getByTestId("failed-total")).toHaveText("1");
  await expect(page.getByTestId("failure-reasons")).toHaveText("Wrong or expired client secret: 1");
  await expect(page.getByTestId("active-users")).toHaveText("1");
  const today = new Date().toISOString().slice(0, 10);
  const bars = page.getByRole("group", { name: "Token requests per day, last 30 days" }).getByRole("img");
  await expect(bars).toHaveCount(30);
  // One tab stop for the chart, then the arrow keys move between days.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    if (await bars.last().evaluate((el) => el === document.activeElement)) break;
  }
  await expect(bars.last()).toBeFocused();
  await expect(bars.last()).toHaveAccessibleName(`${today}: 3 successful, 1 failed`);
  await expect(bars.last().getByText(`${today}: 3 successful, 1 failed`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(bars.nth(28)).toBeFocused();
  await expect(bars.nth(28)).toHaveAccessibleName(/: 0 successful, 0 failed$/);
});

// Changing the password and an admin disabling the account end every session of that account.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn, finishSignUp } from "./helpers";

async function newcomer(page: Page, password: string) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `acct-${tag}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Ada Account");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`ada${tag}`);
  await page.getByLabel("Password").fill(password);
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  return email;
}

async function secondDevice(browser: Browser, page: Page) {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  return { context, page: await context.newPage() };
}

test("changing the password signs the account out everywhere; the new password works", async ({ page, browser }) => {
  const email = await newcomer(page, "first-long-password");
  const other = await secondDevice(browser, page);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Change password" }).click();
  await page.getByLabel("Current password").fill("wrong-password-here");
  await page.getByLabel(/New password/).fill("second-long-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("p[role=alert]")).toContainText("current password is not right");

  await page.getByLabel("Current password").fill("first-long-password");
  await page.getByLabel(/New password/).fill("second-long-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await other.page.goto("/settings");
  await expect(other.page).toHaveURL(/\/auth\/signin/);
  await signIn(page, { email, password: "second-long-password" });
  await other.context.close();
});

test("an admin disables an account: its session ends and it cannot sign in until enabled", async ({
  page,
  browser,
}) => {
  const email = await newcomer(page, "victim-long-password");
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/admin/users");
  // Disabling revokes every app the account authorized: it asks first, and says so.
  await admin.getByRole("button", { name: `Disable ${email}` }).click();
  await expect(admin.getByTestId("confirm-action")).toContainText(
    `${email} is signed out everywhere and cannot sign in.`,
  );
  await admin.getByRole("button", { name: `Yes, disable ${email}` }).click();
  await expect(admin.getByRole("status")).toHaveText(
    `${email} is disabled: signed out everywhere, and every app it authorized is revoked.`,
  );
  await expect(admin.getByRole("button", { name: `Enable ${email}` })).toBeVisible();

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\/signin/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("victim-long-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("p[role=alert]")).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);

  await admin.getByRole("button", { name: `Enable ${email}` }).click();
  await expect(admin.getByRole("status")).toHaveText(
    `${email} can sign in again. Apps it authorized before stay revoked.`,
  );
  await expect(admin.getByRole("button", { name: `Disable ${email}` })).toBeVisible();
  await signIn(page, { email, password: "victim-long-password" });
});

test("the user list is not there for non-admins", async ({ page }) => {
  await signIn(page, DEMO.user);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(404);
});

import { expect, type Browser, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@example.com", password: "demo-admin-pass" },
  developer: { email: "developer@example.com", password: "demo-developer-pass" },
  user: { email: "user@example.com", password: "demo-user-pass" },
} as const;

export async function signIn(page: Page, account: { email: string; password: string }, from = "/auth/signin") {
  await page.goto(from);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toContainText(account.email);
}

/** A page in a fresh browser context, signed in as the account (one context per person). */
export async function pageAs(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

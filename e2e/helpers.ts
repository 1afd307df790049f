import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { AUTH_DIR } from "../playwright.config";

export const DEMO = {
  admin: { email: "admin@example.com", password: "demo-admin-pass" },
  developer: { email: "developer@example.com", password: "demo-developer-pass" },
  user: { email: "user@example.com", password: "demo-user-pass" },
} as const;
export type DemoRole = keyof typeof DEMO;
type Account = { email: string; password: string };

/** The browser state of a demo role, signed in once per run by the setup project (e2e/setup/). */
export function roleState(role: DemoRole): string {
  return path.join(AUTH_DIR, `${role}.json`);
}

function savedState(account: Account): string | undefined {
  const role = (Object.keys(DEMO) as DemoRole[]).find((r) => DEMO[r].email === account.email);
  return role && existsSync(roleState(role)) ? roleState(role) : undefined;
}

/** Signs in through the sign-in form, as a person does. */
export async function signInWithForm(page: Page, account: Account, from = "/auth/signin") {
  await page.goto(from);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toContainText(account.email);
}

/**
 * Signs the page in: a demo account reuses the session the setup project made (its cookies),
 * any other account goes through the form. A test that ends its session (signing out) must use
 * signInWithForm, so the shared session stays alive for the other specs.
 */
export async function signIn(page: Page, account: Account) {
  const state = savedState(account);
  if (!state) return signInWithForm(page, account);
  const { cookies } = JSON.parse(readFileSync(state, "utf8")) as {
    cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto("/");
  await expect(page.getByTestId("signed-in-as")).toContainText(account.email);
}

/** A page in a fresh browser context, signed in as the account (one context per person). */
export async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const state = savedState(account);
  const page = await (await browser.newContext(state ? { storageState: state } : {})).newPage();
  if (state) await page.goto("/");
  else await signInWithForm(page, account);
  return page;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

/**
 * Follows the newest mail to `to` with `subject` in the development outbox (the mail goes out after
 * the answer: the outbox is read again until it is there) and confirms what its link proves.
 */
export async function confirmMailedLink(page: Page, to: string, subject: string) {
  const mail = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${to}` })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  const link = (await mail.getByRole("link").first().getAttribute("href"))!;
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("Your email address is");
}

/**
 * Submits the sign-up form as filled in, confirms the address from the mailed link (the outbox),
 * then signs in through the form and lands where the sign-up page was to go on to.
 */
export async function finishSignUp(page: Page) {
  const email = (await page.getByLabel("Email").inputValue()).trim().toLowerCase();
  const password = await page.getByLabel("Password").inputValue();
  const back = new URL(page.url()).searchParams.get("callbackUrl") ?? "/";
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("sign-up-sent")).toContainText(email);
  await confirmMailedLink(page, email, "Confirm your email address");
  await signInWithForm(page, { email, password }, `/auth/signin?callbackUrl=${encodeURIComponent(back)}`);
}

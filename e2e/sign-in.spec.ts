import { expect, test } from "@playwright/test";
import { DEMO, signIn, signOut } from "./helpers";

test("a newcomer signs up, lands signed in, signs out and signs back in", async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Nora Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`nora${Date.now()}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Nora Newcomer" })).toBeVisible();
  await signOut(page);
  await signIn(page, { email, password: "a-long-enough-password" });
});

test("sign-up explains what is wrong and creates nothing for bad input", async ({ page }) => {
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Someone");
  await page.getByLabel("Email").fill(DEMO.user.email);
  await page.getByLabel("Username").fill("someone-else");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("At least 10 characters")).toBeVisible();
  await page.getByLabel("Password").fill("long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
});

test("a wrong password gets one clear message that does not reveal whether the email exists", async ({ page }) => {
  for (const email of [DEMO.user.email, "nobody@example.com"]) {
    await page.goto("/auth/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Incorrect email or password.")).toBeVisible();
    // Focus is back on the (cleared) password, ready for the retry.
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
});

test("a signed-out visit to a protected page goes to sign-in and comes back after", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\/signin\?callbackUrl=%2Fsettings/);
  await page.getByLabel("Email").fill(DEMO.user.email);
  await page.getByLabel("Password").fill(DEMO.user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByText("uma", { exact: true })).toBeVisible();
});

test("an admin and a plain user see different home pages", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Admin: client review/ })).toBeVisible();
  await signOut(page);
  await signIn(page, DEMO.user);
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Developer settings/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Admin: client review/ })).toHaveCount(0);
});

test("a sign-in page cannot be used to redirect to another site", async ({ page }) => {
  await page.goto("/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(DEMO.user.email);
  await page.getByLabel("Password").fill(DEMO.user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});

test("repeated wrong passwords are throttled with a clear message", async ({ page }) => {
  const email = `guess-${Date.now()}@example.com`;
  await page.goto("/auth/signin");
  await page.getByLabel("Email").fill(email);
  for (let i = 0; i < 10; i++) {
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Incorrect email or password.")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Too many failed attempts. Wait 15 minutes, then try again.")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { DEMO, finishSignUp, signIn, signInWithForm, signOut } from "./helpers";

test("a newcomer signs up, confirms the address from the mail, signs in, out and back in", async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Nora Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`nora${Date.now()}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
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
  // A registered address is answered as a new one would be; its owner's mail says it has an account.
  await expect(page.getByTestId("sign-up-sent")).toContainText(
    `Check your mail: we sent a message to ${DEMO.user.email}`,
  );
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(
      page
        .getByTestId("outbox-message")
        .filter({ hasText: `To ${DEMO.user.email}` })
        .filter({ has: page.getByRole("heading", { name: "You already have an account" }) })
        .first(),
    ).toBeVisible({ timeout: 1000 });
  }).toPass();
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
  // Signed in through the form: signing out ends this session, not the run's shared one.
  await signInWithForm(page, DEMO.admin);
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

test("wrong guesses lock out only the guessing browser: the owner's browser that signed in before still gets in", async ({
  browser,
  page,
}) => {
  // The owner signs up (and so signs in) in this browser: it earns the account's device cookie.
  const email = `owner-${Date.now()}@example.com`;
  const password = "the-owners-password";
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Olga Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`olga${Date.now()}`);
  await page.getByLabel("Password").fill(password);
  await finishSignUp(page);
  await expect(page.getByRole("heading", { name: "Welcome, Olga Owner" })).toBeVisible();
  const device = (await page.context().cookies()).find((c) => c.name === "signin-device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
  expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 90 * 24 * 3600);
  await signOut(page);

  // Someone else, from the same network (every browser here is 127.0.0.1), guesses.
  const attacker = await (await browser.newContext()).newPage();
  await attacker.goto("/auth/signin");
  await attacker.getByLabel("Email").fill(email);
  for (let i = 0; i < 10; i++) {
    await attacker.getByLabel("Password").fill("not-the-password");
    await attacker.getByRole("button", { name: "Sign in" }).click();
    await expect(attacker.getByText("Incorrect email or password.")).toBeVisible();
    await expect(attacker.getByLabel("Password")).toHaveValue("");
  }
  await attacker.getByLabel("Password").fill(password);
  await attacker.getByRole("button", { name: "Sign in" }).click();
  await expect(attacker.getByText("Too many failed attempts. Wait 15 minutes, then try again.")).toBeVisible();
  await attacker.context().close();

  // The owner's browser is not refused for someone else's guesses.
  await signInWithForm(page, { email, password });
});

// Two-step sign-in: a person turns it on (QR key, a code, ten recovery codes shown once); signing
// in from an app's consent link then asks for the code after the password and lands on the same
// consent screen; a recovery code signs in once; password and a recovery code turn it off. Codes
// are computed here from the key the page shows; the server accepts one step of drift and each
// step once, so the set-up uses the step before now (or now, if the clock turned meanwhile) and the
// sign-in the step after now, which is always later: nothing waits for the clock.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { finishSignUp } from "./helpers";

test.use({ viewport: { width: 1280, height: 800 } });

const PASSWORD = "first-long-password";
const AUTHORIZE = `/auth/oauth2/authorize?${new URLSearchParams({
  client_id: "demo-confidential-app",
  redirect_uri: "http://localhost:8080/callback",
  response_type: "code",
  scope: "PROFILE_READ",
  state: "two-step-state",
})}`;

/** The code of the step `offset` steps from now. */
const codeAt = (key: string, offset: number) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function signUp(page: Page) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `two-step-${tag}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Tia Two");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`tia${tag}`);
  await page.getByLabel("Password").fill(PASSWORD);
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

/** The states the page matrix cannot reach by address alone (e2e/a11y.spec.ts) are checked here. */
async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

test("two-step sign-in: set up, sign in from a consent link with a code, recover once, turn off", async ({ page }) => {
  const email = await signUp(page);

  // Set up from the account page: the key, and a code from it turns it on.
  await page.goto("/settings");
  await page.getByRole("link", { name: "Two-step sign-in" }).click();
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-key").textContent())!.trim();
  await expectNoAxeViolations(page, "set-up with its QR code");
  await page.getByLabel("Code").fill(codeAt(key, -1));
  await page.getByRole("button", { name: "Turn on" }).click();
  const shown = page.getByTestId("recovery-codes").getByRole("listitem");
  // (Next.js's route announcer is an alert too: the refusal is told by its words.)
  const codesOrRefusal = shown.first().or(page.getByRole("alert").filter({ hasText: "That code is not right" }));
  await expect(codesOrRefusal).toBeVisible();
  if ((await shown.count()) === 0) {
    // The server's clock had turned to the next step: the step before now is out of its drift.
    await page.getByLabel("Code").fill(codeAt(key, 0));
    await page.getByRole("button", { name: "Turn on" }).click();
  }
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allTextContents();
  await expect(page.getByTestId("two-factor-key")).toHaveCount(0);
  await expectNoAxeViolations(page, "recovery codes");
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Two-step sign-in is on.");
  await expect(page.getByText("10 unused recovery codes left.")).toBeVisible();
  await expect(page.getByTestId("two-factor-key")).toHaveCount(0);
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await signOut(page);

  // From an app's consent link: the password, then the code, then the same consent screen.
  await page.goto(AUTHORIZE);
  await signInWithPassword(page, email);
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
  await page.getByLabel("Code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
  await expectNoAxeViolations(page, "the code's page, after a wrong code");
  await page.getByLabel("Code").fill(codeAt(key, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  await signOut(page);

  // A recovery code signs in once; the same one again is refused.
  await page.goto("/auth/signin?callbackUrl=%2Fsettings");
  await signInWithPassword(page, email);
  await page.getByLabel("Code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await signOut(page);
  await page.goto("/auth/signin?callbackUrl=%2Fsettings");
  await signInWithPassword(page, email);
  await page.getByLabel("Code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
  await page.getByLabel("Code").fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  // Turning it off takes the password and a code; then the password alone signs in.
  await page.goto("/settings/two-factor");
  await expect(page.getByText("8 unused recovery codes left.")).toBeVisible();
  await expectNoAxeViolations(page, "settings, on");
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("Code").fill(recoveryCodes[2]!);
  await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-step sign-in is off.");
  await signOut(page);
  await page.goto("/auth/signin?callbackUrl=%2Fsettings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
});

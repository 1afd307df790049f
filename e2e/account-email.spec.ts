// An address proven by mail: a new account signs in but can connect no app until its address is
// confirmed (a new link from the account page, the mail read in the development outbox, the
// consent screen afterwards); an email change goes to the new address by a link and tells the old
// one; the new address then signs in.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmMailedLink, signInWithForm, signOut } from "./helpers";

test.use({ viewport: { width: 1280, height: 800 } });

const PASSWORD = "a-long-enough-password";
const AUTHORIZE = `/auth/oauth2/authorize?${new URLSearchParams({
  client_id: "demo-confidential-app",
  redirect_uri: "http://localhost:8080/callback",
  response_type: "code",
  scope: "PROFILE_READ",
  state: "email-state",
})}`;

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

test("a new account connects apps only once its address is confirmed; then it moves to a new address", async ({
  page,
}) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `mae-${tag}@example.com`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Mae Mail");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`mae${tag}`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("sign-up-sent")).toContainText(`Check your mail: we sent a message to ${email}`);
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);

  // Signed in before confirming: the consent link asks to confirm first.
  await signInWithForm(page, { email, password: PASSWORD });
  await page.goto(AUTHORIZE);
  await expect(page.getByRole("heading", { name: "Confirm your email first" })).toBeVisible();
  await expectNoAxeViolations(page, "consent link, address not confirmed");
  await page.goto("/settings");
  await expect(page.getByTestId("unverified-email")).toContainText(email);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("status")).toContainText("A new link is on its way");
  await expectNoAxeViolations(page, "account page, address not confirmed");
  await confirmMailedLink(page, email, "Confirm your email address");
  await page.goto(AUTHORIZE);
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByTestId("unverified-email")).toHaveCount(0);

  // A new address: a link to it, the change once it is confirmed, a notice to the old one.
  const newEmail = `mae-new-${tag}@example.com`;
  await page.getByRole("link", { name: "Change email" }).click();
  await expect(page.getByRole("heading", { name: "Change your email" })).toBeVisible();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That password is not right." })).toBeVisible();
  await page.getByLabel("New email").fill(newEmail);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByRole("status")).toContainText("Check the new address");
  await expectNoAxeViolations(page, "email change, link sent");
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  await confirmMailedLink(page, newEmail, "Confirm your new email address");
  await page.goto("/settings");
  await expect(page.getByTestId("signed-in-as")).toContainText(newEmail);
  await page.goto("/dev/outbox");
  await expect(
    page
      .getByTestId("outbox-message")
      .filter({ hasText: `To ${email}` })
      .filter({ has: page.getByRole("heading", { name: "Your email address was changed" }) }),
  ).toContainText(newEmail);

  // The new address signs in; the old one no longer does.
  await signOut(page);
  await page.goto("/auth/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password." })).toBeVisible();
  await signInWithForm(page, { email: newEmail, password: PASSWORD });
});

// A person deletes their account: the app they allowed loses access at once (its refresh token is
// refused), their client goes to the account they named (which now lists it), and the account no
// longer signs in.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectCallback } from "./consent-helpers";
import { newEndUserPage, PORTAL, registerConfidentialClient } from "./portal-helpers";

test.use({ viewport: { width: 1280, height: 800 } });

const PASSWORD = "a-long-enough-password";
const APP = {
  id: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect: "http://localhost:8080/callback",
};

const emailOf = async (page: Page) =>
  /\(([^)]+)\)/.exec((await page.getByTestId("signed-in-as").textContent()) ?? "")![1]!;

test("deleting an account revokes its grants, hands its client over, and ends its sign-in", async ({ browser }) => {
  const dee = await newEndUserPage(browser, "Dee Delete");
  const deeEmail = await emailOf(dee);
  const hal = await newEndUserPage(browser, "Hal Handover");
  const halEmail = await emailOf(hal);

  // Dee allows an app (which exchanges its code) and registers a client of her own.
  const authorize = new URL("/auth/oauth2/authorize", dee.url());
  authorize.search = new URLSearchParams({
    client_id: APP.id,
    redirect_uri: APP.redirect,
    response_type: "code",
    scope: "PROFILE_READ",
    state: "deletion",
  }).toString();
  const callback = await expectCallback(dee, authorize.toString(), () =>
    dee.getByRole("button", { name: "Allow" }).click(),
  );
  const token = async (form: Record<string, string>) =>
    dee.request.post("/v2/auth/oauth2/token", { form: { client_id: APP.id, client_secret: APP.secret, ...form } });
  const exchanged = await token({
    grant_type: "authorization_code",
    code: callback.searchParams.get("code")!,
    redirect_uri: APP.redirect,
  });
  expect(exchanged.status()).toBe(200);
  const { refresh_token } = (await exchanged.json()) as { refresh_token: string };
  const name = `Dee's Handover App ${Date.now()}`;
  await registerConfidentialClient(dee, name, "https://dee.example.com/callback", ["PROFILE_READ"]);

  // The deletion page says what happens; a wrong address for the handover is refused.
  await dee.goto("/settings");
  await dee.getByRole("link", { name: "Delete account" }).click();
  await expect(dee.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  await expect(dee.getByText("You own 1 OAuth client.")).toBeVisible();
  const { violations } = await new AxeBuilder({ page: dee })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await dee.getByRole("radio", { name: "Hand them over to another account" }).check();
  await dee.getByLabel("Email of the account that takes them over").fill("nobody-here@example.com");
  await dee.getByLabel("Current password").fill(PASSWORD);
  await dee.getByRole("button", { name: "Delete my account" }).click();
  await expect(dee.getByRole("alert").filter({ hasText: "No account that can take the clients over" })).toBeVisible();
  await dee.getByRole("radio", { name: "Hand them over to another account" }).check();
  await dee.getByLabel("Email of the account that takes them over").fill(halEmail);
  await dee.getByLabel("Current password").fill(PASSWORD);
  await dee.getByRole("button", { name: "Delete my account" }).click();
  await expect(dee.getByRole("status").filter({ hasText: "Your account is deleted." })).toBeVisible();
  await expect(dee.getByTestId("signed-in-as")).toHaveCount(0);

  // The app's refresh token is dead; Hal owns the client; Dee no longer signs in.
  const refreshed = await token({ grant_type: "refresh_token", refresh_token });
  expect(refreshed.status()).toBe(400);
  expect(((await refreshed.json()) as { error: string }).error).toBe("invalid_grant");
  await hal.goto(PORTAL);
  await expect(hal.getByText(name)).toBeVisible();
  await dee.getByLabel("Email").fill(deeEmail);
  await dee.getByLabel("Password").fill(PASSWORD);
  await dee.getByRole("button", { name: "Sign in" }).click();
  await expect(dee.getByRole("alert").filter({ hasText: "Incorrect email or password." })).toBeVisible();
});

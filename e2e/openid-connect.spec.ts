// Signing in with the platform, the parts a person sees: the consent screen's "Know who you are",
// prompt=login asking a signed-in person to sign in again, and RP-initiated logout's confirmation
// page and refusal. The protocol itself (ID tokens, UserInfo, refresh, tampering) is proven with
// openid-client and oauth4webapi in the database tier (test/oauth/openid-*.test.ts).
// Sam, not the shared demo end user: this test ends its own session.
import { expect, test } from "@playwright/test";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { signInWithForm } from "./helpers";

const SAM = { email: "sam@example.com", password: "demo-teammate-pass" };
const APP = "http://localhost:8080";

const authorizeUrl = (extra: Record<string, string>) =>
  `/auth/oauth2/authorize?${new URLSearchParams({
    client_id: "demo-confidential-app",
    redirect_uri: `${APP}/callback`,
    scope: "openid PROFILE_READ",
    state: "s1",
    nonce: "n-e2e",
    ...extra,
  })}`;

test("sign in with the platform: consent wording, prompt=login, and the logout confirmation", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, SAM);

  // prompt=consent: the screen even if Sam allowed before; openid reads "Know who you are".
  let app = playApp(page, APP);
  await page.goto(authorizeUrl({ prompt: "consent" }));
  const scopes = page.getByTestId("consent-scopes");
  await expect(scopes).toContainText("Know who you are");
  await expect(scopes).toContainText("the app learns which account it is");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  expect(app.received()?.searchParams.get("code")).toBeTruthy();
  app.stop();

  // prompt=login: the sign-in form although signed in, the email filled in; after signing in the
  // request goes on (the code was never exchanged, so there is no grant to remember: the screen).
  app = playApp(page, APP);
  await page.goto(authorizeUrl({ prompt: "login" }));
  await expect(page.getByText("asks you to sign in again")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(SAM.email);
  await page.getByLabel("Password").fill(SAM.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  expect(app.received()?.searchParams.get("code")).toBeTruthy();
  expect(app.received()?.searchParams.get("state")).toBe("s1");
  app.stop();

  // A post-logout URI the app did not register: an error page (400), no redirect.
  const refused = await page.goto(
    `/auth/oauth2/logout?client_id=demo-confidential-app&post_logout_redirect_uri=${encodeURIComponent("https://evil.example/")}`,
  );
  expect(refused?.status()).toBe(400);
  expect(new URL(page.url()).origin).not.toBe("https://evil.example");
  await expect(page.getByTestId("logout-error-message")).toContainText("not registered");

  // No id_token_hint: the page asks first; "Sign out" ends the session and returns to the app.
  app = playApp(page, APP);
  await page.goto(
    `/auth/oauth2/logout?client_id=demo-confidential-app&post_logout_redirect_uri=${encodeURIComponent(`${APP}/signed-out`)}&state=bye`,
  );
  await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
  await expect(page.getByTestId("logout-message")).toContainText("Demo Calendar Sync");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  expect(app.received()?.pathname).toBe("/signed-out");
  expect(app.received()?.searchParams.get("state")).toBe("bye");
  app.stop();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
});

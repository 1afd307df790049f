// The words a person meets on the way through an app's authorization link: the sign-in page names
// the app, the consent screen offers "Not you? Use another account", and the error page of an app
// nobody can use yet links back to the app and its privacy policy. Authorization details (one
// booking) are worded on the consent screen.
import { expect, test } from "@playwright/test";
import { DEMO, signInWithForm } from "./helpers";
import { ONE_BOOKING_DETAILS } from "./consent-helpers";

const REDIRECT = "http://localhost:8080/callback";
const authorize = (clientId: string) =>
  `/auth/oauth2/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, response_type: "code", scope: "PROFILE_READ", state: "words" })}`;

test("sign-in names the app; another account can be used; the request survives the switch", async ({ page }) => {
  await page.goto(authorize("demo-confidential-app"));
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sign-in-for")).toHaveText("Sign in to review the request from Demo Calendar Sync.");

  // A session of its own (the form), so signing it out leaves the shared demo sessions alone.
  await signInWithForm(page, DEMO.user);
  // One booking asked for with RFC 9396 authorization_details: the screen words it.
  await page.goto(
    `${authorize("demo-confidential-app")}&authorization_details=${encodeURIComponent(ONE_BOOKING_DETAILS)}`,
  );
  await expect(page.getByTestId("authorization-detail")).toContainText("Book one meeting of Intro call between");
  await expect(page.getByTestId("consent-account")).toContainText(DEMO.user.email);
  await expect(page.getByText("Not you?")).toBeVisible();
  await page.getByRole("button", { name: "Use another account" }).click();

  await expect(page.getByTestId("sign-in-for")).toHaveText("Sign in to review the request from Demo Calendar Sync.");
  await page.getByLabel("Email").fill(DEMO.developer.email);
  await page.getByLabel("Password").fill(DEMO.developer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await expect(page.getByTestId("consent-account")).toContainText(DEMO.developer.email);
});

test("an unknown app's sign-in page names no app", async ({ page }) => {
  await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent(authorize("Evil Corp"))}`);
  await expect(page.getByTestId("sign-in-for")).toHaveText("Sign in to review the application's request.");
});

test("the error page of an app pending review links back to it and to its privacy policy", async ({ page }) => {
  await page.goto(authorize("demo-pending-app"));
  await expect(page.getByTestId("authorize-error-message")).toContainText("pending review");
  const links = page.getByTestId("authorize-error-app-links");
  await expect(links.getByRole("link", { name: "Back to wall.example.com" })).toHaveAttribute(
    "href",
    "https://wall.example.com",
  );
  await expect(links.getByRole("link", { name: "Demo Pending Integration's privacy policy" })).toHaveAttribute(
    "href",
    "https://wall.example.com/privacy",
  );
});

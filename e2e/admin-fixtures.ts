// Clients in the states the admin pages show, made through the UI as people would: a suspended
// client and an approved client with a change waiting for review. Each returns its review URL.
import { expect, type Browser, type Page } from "@playwright/test";
import { expectCallback } from "./consent-helpers";
import { DEMO, pageAs } from "./helpers";
import { PORTAL, openTab, registerConfidentialClient } from "./portal-helpers";

const QUEUE = "/admin/oauth-clients";

async function approvedClient(browser: Browser, name: string, redirectUri: string) {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const { clientId } = await registerConfidentialClient(developer, `${name} ${Date.now()}`, redirectUri, [
    "PROFILE_READ",
    "BOOKING_READ",
  ]);
  await admin.goto(`${QUEUE}/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  return { developer, admin, clientId };
}

export async function suspendedClient(browser: Browser): Promise<string> {
  const { developer, admin, clientId } = await approvedClient(
    browser,
    "A11y Suspended App",
    "https://suspended.example/callback",
  );
  await admin.getByLabel("Reason for the client decision").fill("Checking the accessibility of a suspended client.");
  await admin.getByRole("button", { name: "Suspend" }).click();
  await admin.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(admin.getByRole("status")).toHaveText("Client suspended.");
  for (const p of [developer, admin]) await p.context().close();
  return `${QUEUE}/${clientId}`;
}

export async function clientWithPendingChange(browser: Browser): Promise<string> {
  const { developer, admin, clientId } = await approvedClient(
    browser,
    "A11y Change App",
    "https://change.example/callback",
  );
  await developer.goto(`${PORTAL}/${clientId}`);
  await openTab(developer, "Redirect URIs");
  const uris = developer.getByRole("region", { name: "Redirect URIs" });
  await uris
    .getByLabel("New redirect URI")
    .fill("https://change.example/another/very/long/callback/path/that/should/wrap");
  await uris.getByRole("button", { name: "Add redirect URI" }).click();
  await expect(uris.getByText("Waiting for review:", { exact: false })).toBeVisible();
  // App details wait in the same request: the comparison shows them field by field.
  await proposeDetails(developer, clientId);
  for (const p of [developer, admin]) await p.context().close();
  return `${QUEUE}/${clientId}`;
}

async function proposeDetails(developer: Page, clientId: string) {
  await developer.goto(`${PORTAL}/${clientId}/details`);
  const details = developer.getByRole("region", { name: "App details" });
  await details.getByLabel("Description").fill("Keeps every calendar of a team in sync, both ways, within a minute.");
  await details
    .getByLabel("Privacy policy URL")
    .fill("https://change.example/legal/a/rather/long/path/to/the/privacy-policy/that/should/wrap");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("pending-details")).toBeVisible();
}

/** An approved client whose owner proposed new app details: the owner's Details tab with the proposal. */
export async function clientWithPendingDetails(browser: Browser): Promise<string> {
  const { developer, admin, clientId } = await approvedClient(
    browser,
    "A11y Details App",
    "https://details.example/callback",
  );
  await proposeDetails(developer, clientId);
  for (const p of [developer, admin]) await p.context().close();
  return `${PORTAL}/${clientId}/details`;
}

const CALENDAR_SYNC = {
  id: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect: "http://localhost:8080/callback",
};

/** The signed-in user allows Demo Calendar Sync and the app exchanges the code: a live grant to list. */
export async function authorizeDemoApp(page: Page): Promise<void> {
  const url = new URL("/auth/oauth2/authorize", page.url());
  url.search = new URLSearchParams({
    client_id: CALENDAR_SYNC.id,
    redirect_uri: CALENDAR_SYNC.redirect,
    scope: "PROFILE_READ BOOKING_READ TEAM_BOOKING_READ",
    state: "a11y-apps",
  }).toString();
  const callback = await expectCallback(page, url.toString(), async () => {
    const allow = page.getByRole("button", { name: "Allow" });
    if (await allow.isVisible().catch(() => false)) await allow.click();
  });
  const exchanged = await page.request.post("/v2/auth/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: CALENDAR_SYNC.redirect,
      client_id: CALENDAR_SYNC.id,
      client_secret: CALENDAR_SYNC.secret,
    },
  });
  expect(exchanged.status()).toBe(200);
}

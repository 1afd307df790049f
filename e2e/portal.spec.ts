// The developer portal as a developer lives it: register a client and see its secret once, keep
// other people out, manage redirect URIs and scopes, delete a client. The tests run in order and
// share the server's data (the first one registers the client the others use).
import { expect, test } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { DEMO, signIn, finishSignUp } from "./helpers";
import { PORTAL, copiedSecret, openTab, secretsSection } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

/** The client the registration test created. */
let registered: { clientId: string; secret: string } | undefined;

test("a developer registers a confidential client and sees its secret exactly once", async ({
  page,
  baseURL,
  request,
}) => {
  await signIn(page, DEMO.developer);
  await page.goto(PORTAL);
  await expect(page.getByRole("heading", { name: "OAuth clients" })).toBeVisible();
  await page.getByRole("link", { name: "Register a new client" }).click();

  // Invalid input: messages beside the fields, nothing created.
  await page.getByLabel("Redirect URI 1", { exact: true }).fill("http://app.example.com/callback");
  await page.getByLabel("Privacy policy URL (optional)").fill("http://rotation.example.com/privacy");
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByText("Enter the application's name.")).toBeVisible();
  await expect(page.getByText("Enter a full https:// URL", { exact: false })).toBeVisible();
  await expect(page.getByText(/must use https/)).toBeVisible();
  await expect(page.getByText("Choose at least one scope.")).toBeVisible();

  await page.getByLabel("Application name").fill("E2E Rotation App");
  await page.getByLabel("Privacy policy URL (optional)").fill("https://rotation.example.com/privacy");
  await page.getByRole("radio", { name: /Confidential/ }).check();
  await page.getByLabel("Redirect URI 1", { exact: true }).fill("http://localhost:8089/callback");
  await page.getByRole("button", { name: "Add another redirect URI" }).click();
  await page.getByLabel("Redirect URI 2", { exact: true }).fill("https://rotation.example.com/oauth/callback");
  await expect(page.getByText("2 of 10 used; 8 more can be added.")).toBeVisible();
  await page.getByLabel("PROFILE_READ", { exact: true }).check();
  await page.getByLabel("BOOKING_READ", { exact: true }).check();
  await page.getByRole("button", { name: "Register client" }).click();

  await expect(page.getByText("E2E Rotation App is registered and waiting for review.")).toBeVisible();
  // The form is gone; focus is on the result, not dropped to the page.
  await expect(page.getByTestId("client-created")).toBeFocused();
  const clientId = (await page.getByTestId("new-client-id").textContent())!.trim();
  const secret = await copiedSecret(page);
  expect(clientId).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText("Copy this secret now. It will not be shown again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy client secret" })).toBeVisible();
  registered = { clientId, secret };

  await page.getByRole("link", { name: "Go to client settings" }).click();
  await expect(page.getByRole("heading", { name: "E2E Rotation App" })).toBeVisible();
  await expect(page.getByTestId("client-status")).toHaveText("Pending review");
  await expect(page.getByTestId("status-explanation")).toContainText(
    "An administrator has to review this client before it can be used",
  );
  await expect(page.getByTestId("client-id")).toHaveText(clientId);
  // Shown once: the settings page knows only the hint.
  await expect(page.getByText(secret)).toHaveCount(0);
  // The privacy-policy link given at registration is the app's from the start.
  await openTab(page, "Details");
  await expect(page.getByRole("region", { name: "App details" }).getByLabel("Privacy policy URL")).toHaveValue(
    "https://rotation.example.com/privacy",
  );
  await openTab(page, "Secrets");
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(secretsSection(page).getByText(`…${secret.slice(-4)}`)).toBeVisible();
  await openTab(page, "Activity");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("Client registered");

  // The secret is right but the client is not approved yet; a wrong secret is a different error.
  const token = (clientSecret: string) =>
    request.post("/v2/auth/oauth2/token", {
      form: { grant_type: "refresh_token", refresh_token: "x", client_id: clientId, client_secret: clientSecret },
    });
  expect(await (await token(secret)).json()).toMatchObject({ error: "unauthorized_client" });
  expect(await (await token(`${secret}x`)).json()).toMatchObject({ error: "invalid_client" });

  await page.goto(PORTAL);
  const row = page.getByRole("row", { name: /E2E Rotation App/ });
  await expect(row).toContainText("Confidential");
  await expect(row).toContainText("Pending review");
  expect(baseURL).toBeTruthy();
});

test("another developer gets 404 for someone else's client", async ({ page }) => {
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Other Developer");
  await page.getByLabel("Email").fill(`other-${Date.now()}@example.com`);
  await page.getByLabel("Username").fill(`other${Date.now()}`);
  await page.getByLabel("Password").fill("another-long-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toBeVisible();

  await page.goto(PORTAL);
  await expect(page.getByRole("heading", { name: "You have no OAuth clients yet" })).toBeVisible();
  const response = await page.goto(`${PORTAL}/${registered!.clientId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
  expect((await page.goto(`${PORTAL}/does-not-exist`))?.status()).toBe(404);
});

test("an administrator can read any client's settings but not change them", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`${PORTAL}/${registered!.clientId}`);
  await expect(page.getByRole("heading", { name: "E2E Rotation App" })).toBeVisible();
  await expect(
    page.getByText(/You are viewing this client as an administrator; only its owner, Dev Eloper/),
  ).toBeVisible();
  await openTab(page, "Secrets");
  await expect(secretsSection(page).getByTestId("secret-row")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Generate new secret" })).toHaveCount(0);
  await openTab(page, "Redirect URIs");
  await expect(page.getByRole("button", { name: "Add redirect URI" })).toHaveCount(0);
  await openTab(page, "Scopes");
  await expect(page.getByRole("button", { name: "Save scopes" })).toHaveCount(0);
  await openTab(page, "Details");
  await expect(page.getByRole("button", { name: "Delete client" })).toHaveCount(0);
});

test("a public client: no secret, a PKCE authorization URL, scope editing, and deletion with confirmation", async ({
  page,
}) => {
  await signIn(page, DEMO.developer);
  await page.goto(`${PORTAL}/new`);
  await page.getByLabel("Application name").fill("E2E Mobile App");
  await page.getByRole("radio", { name: /Public \(PKCE\)/ }).check();
  await page.getByLabel("Redirect URI 1", { exact: true }).fill("com.example.e2e:/oauth/callback");
  await page.getByRole("button", { name: "Select all READ scopes" }).click();
  // 23 API read scopes and openid.
  await expect(page.getByText("24 selected")).toBeVisible();
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByText("Public clients have no secret")).toBeVisible();
  await expect(page.getByTestId("new-secret")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to client settings" }).click();
  const clientId = (await page.getByTestId("client-id").textContent())!.trim();
  await expect(page.getByRole("region", { name: "Client secrets" })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Client settings" }).getByRole("link", { name: "Secrets" }),
  ).toHaveCount(0);

  // The builder: PKCE challenge of the shown verifier, chosen scopes only.
  await openTab(page, "Quick start");
  const builder = page.getByRole("region", { name: "Authorization URL" });
  await expect(builder.getByTestId("code-verifier")).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  for (const scope of ["TEAM_BOOKING_READ", "ORG_BOOKING_READ"])
    await builder.getByLabel(scope, { exact: true }).uncheck();
  const url = new URL(await builder.getByRole("textbox", { name: "Authorization URL" }).inputValue());
  const verifier = (await builder.getByTestId("code-verifier").textContent())!.trim();
  expect(url.searchParams.get("client_id")).toBe(clientId);
  expect(url.searchParams.get("redirect_uri")).toBe("com.example.e2e:/oauth/callback");
  expect(url.searchParams.get("code_challenge")).toBe(await oauth.calculatePKCECodeChallenge(verifier));
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(url.searchParams.get("scope")!.split(" ")).toHaveLength(22);
  expect(url.searchParams.get("scope")).not.toContain("TEAM_BOOKING_READ");

  // Scopes: at least one, removal confirmed with recent use, saved, audited.
  await openTab(page, "Scopes");
  const scopes = page.getByRole("region", { name: "Scopes" });
  await scopes.getByRole("button", { name: "Clear selection" }).click();
  await scopes.getByRole("button", { name: "Save scopes" }).click();
  await expect(scopes.getByText("Choose at least one scope.")).toBeVisible();
  await scopes.getByLabel("PROFILE_READ", { exact: true }).check();
  await scopes.getByRole("button", { name: "Save scopes" }).click();
  const confirm = scopes.getByTestId("confirm-scope-removal");
  await expect(confirm).toContainText("Remove these scopes?");
  await expect(confirm).toContainText("BOOKING_READ: not granted in the last 7 days.");
  await expect(confirm.getByText("Remove these scopes?")).toBeFocused();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(scopes.getByText("Scopes saved.", { exact: false })).toBeVisible();
  await openTab(page, "Activity");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("Scopes changed");
  await openTab(page, "Quick start");
  await expect(builder.getByLabel("PROFILE_READ", { exact: true })).toBeChecked();
  await expect(builder.getByLabel("BOOKING_READ", { exact: true })).toHaveCount(0);

  // Deleting asks first.
  await openTab(page, "Details");
  await page.getByRole("button", { name: "Delete client" }).click();
  await expect(page.getByText("Delete E2E Mobile App?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete client" }).click();
  await page.getByRole("button", { name: "Yes, delete this client" }).click();
  await expect(page.getByText("The client was deleted.")).toBeVisible();
  await expect(page.getByRole("row", { name: /E2E Mobile App/ })).toHaveCount(0);
  expect((await page.goto(`${PORTAL}/${clientId}`))?.status()).toBe(404);
});

test("redirect URIs: add, edit, remove, and the limit of 10", async ({ page }) => {
  await signIn(page, DEMO.developer);
  await page.goto(`${PORTAL}/${registered!.clientId}`);
  await openTab(page, "Redirect URIs");
  const section = page.getByRole("region", { name: "Redirect URIs" });
  await expect(section.getByTestId("redirect-uri-count")).toHaveText(
    "2 of 10 redirect URIs used. 8 more can be added.",
  );

  await section.getByLabel("New redirect URI").fill("http://evil.example/cb");
  await section.getByRole("button", { name: "Add redirect URI" }).click();
  await expect(section.getByText(/must use https/)).toBeVisible();

  for (let i = 3; i <= 10; i++) {
    await section.getByLabel("New redirect URI").fill(`https://rotation.example.com/cb/${i}`);
    await section.getByRole("button", { name: "Add redirect URI" }).click();
    await expect(section.getByTestId("redirect-uri-count")).toContainText(`${i} of 10 redirect URIs used.`);
  }
  await expect(section.getByTestId("redirect-uri-count")).toHaveText(
    "10 of 10 redirect URIs used. This is the maximum: remove one to add another.",
  );
  await expect(section.getByLabel("New redirect URI")).toBeDisabled();

  await section.getByRole("button", { name: "Edit https://rotation.example.com/cb/10" }).click();
  await section.getByLabel("Edit redirect URI").fill("com.example.app:/cb");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText("Custom app schemes are allowed only for public clients.")).toBeVisible();
  await section.getByLabel("Edit redirect URI").fill("https://rotation.example.com/cb/ten");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText("https://rotation.example.com/cb/ten")).toBeVisible();

  // Removing asks first and says how much the URI was used; Keep changes nothing.
  await section.getByRole("button", { name: "Remove https://rotation.example.com/cb/ten" }).click();
  const confirm = section.getByTestId("confirm-action");
  await expect(confirm).toContainText("Remove this redirect URI? Not used in the last 7 days.");
  await expect(confirm.getByText(/Remove this redirect URI\?/)).toBeFocused();
  await confirm.getByRole("button", { name: "Keep" }).click();
  await expect(section.getByTestId("redirect-uri-count")).toHaveText(
    "10 of 10 redirect URIs used. This is the maximum: remove one to add another.",
  );
  await section.getByRole("button", { name: "Remove https://rotation.example.com/cb/ten" }).click();
  await section.getByTestId("confirm-action").getByRole("button", { name: "Remove", exact: true }).click();
  await expect(section.getByTestId("redirect-uri-count")).toHaveText(
    "9 of 10 redirect URIs used. 1 more can be added.",
  );
  await expect(section.getByTestId("redirect-uri-count")).toBeFocused();
  // Used by a real authorization request: the confirmation counts it.
  await section.getByRole("button", { name: "Remove http://localhost:8089/callback" }).click();
  await expect(section.getByTestId("confirm-action")).toContainText(
    /Remove this redirect URI\? (Not used|Used by \d+ authorization)/,
  );
  await section.getByTestId("confirm-action").getByRole("button", { name: "Keep" }).click();
  await openTab(page, "Activity");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("Redirect URIs changed");
});

// A developer deletes a client by mistake and restores it from the client list within 30 days:
// its settings and secret come back, the tokens it had issued stay dead (the refresh token is
// refused), and a person allowing it again gets new tokens with the same secret.
import { expect, test } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";
import {
  codeFlow,
  newEndUserPage,
  oauthErrorOf,
  openTab,
  PORTAL,
  refresh,
  registerConfidentialClient,
} from "./portal-helpers";

test.use({ viewport: { width: 1280, height: 800 } });

test("a deleted client is restored by its owner; its old tokens stay dead, new ones work", async ({
  browser,
  baseURL,
}) => {
  const developer = await newEndUserPage(browser, "Rita Restore");
  const admin = await pageAs(browser, DEMO.admin);
  const endUser = await newEndUserPage(browser, "Ed Enduser");
  const name = `E2E Restored App ${Date.now()}`;
  const redirectUri = "http://localhost:8080/callback";
  const { clientId, secret } = await registerConfidentialClient(developer, name, redirectUri, ["PROFILE_READ"]);
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  const app = { clientId, secret, redirectUri, scope: "PROFILE_READ" };
  const before = await codeFlow(endUser, baseURL!, app);

  // Deleted: the confirmation says it can be restored; the list offers it.
  await developer.goto(`${PORTAL}/${clientId}`);
  await openTab(developer, "Details");
  await developer.getByRole("button", { name: "Delete client" }).click();
  await expect(developer.getByText("For 30 days you can restore it")).toBeVisible();
  await developer.getByRole("button", { name: "Yes, delete this client" }).click();
  await expect(developer.getByText("The client was deleted.")).toBeVisible();
  const deleted = developer.getByTestId("deleted-client").filter({ hasText: name });
  await expect(deleted).toContainText(clientId);
  expect(await oauthErrorOf(refresh(baseURL!, app, secret, before.refresh_token!))).toBe("invalid_client");

  // Restored: back in the list with its secret; the old refresh token stays dead.
  await deleted.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(developer.getByText("The client is restored")).toBeVisible();
  await expect(developer.getByTestId("deleted-client").filter({ hasText: name })).toHaveCount(0);
  await expect(developer.getByRole("link", { name }).first()).toBeVisible();
  expect(await oauthErrorOf(refresh(baseURL!, app, secret, before.refresh_token!))).toBe("invalid_grant");
  const after = await codeFlow(endUser, baseURL!, app);
  expect(after.access_token).toBeTruthy();
});

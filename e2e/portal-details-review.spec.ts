// An approved app's details (what the consent screen shows) change only through review: the
// owner's edit waits while the consent screen keeps the current name; the administrator compares
// field by field and approves (the consent screen then shows the new name and the privacy link)
// or rejects (the current details stay). Each test makes its own client: other specs rely on the
// demo clients' names.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";
import { PORTAL, newEndUserPage, openTab, registerConfidentialClient } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

const QUEUE = "/admin/oauth-clients";
const SENT_FOR_REVIEW =
  "Sent for review: the consent screen keeps showing the current details until an administrator approves.";

async function approvedClient(browser: Browser, name: string, redirectUri: string) {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const { clientId } = await registerConfidentialClient(developer, name, redirectUri, ["PROFILE_READ"]);
  await admin.goto(`${QUEUE}/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  return { developer, admin, clientId };
}

function consentUrl(clientId: string, redirectUri: string): string {
  return `/auth/oauth2/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope: "PROFILE_READ", response_type: "code", state: "details" })}`;
}

async function openDetails(developer: Page, clientId: string) {
  await developer.goto(`${PORTAL}/${clientId}`);
  await openTab(developer, "Details");
  return developer.getByRole("region", { name: "App details" });
}

test("edit details through review: the consent screen keeps the old name until an administrator approves", async ({
  browser,
}) => {
  const stamp = Date.now();
  const oldName = `E2E Details App ${stamp}`;
  const newName = `E2E Details Renamed ${stamp}`;
  const privacy = "https://details.example/privacy";
  const redirectUri = "http://localhost:8096/callback";
  const { developer, admin, clientId } = await approvedClient(browser, oldName, redirectUri);
  const endUser = await newEndUserPage(browser);

  const details = await openDetails(developer, clientId);
  await expect(
    details.getByText("changes to an approved client wait for an administrator's review", { exact: false }),
  ).toBeVisible();
  // Bad input: a field error on the field, focus on it, nothing sent.
  await details.getByLabel("Privacy policy URL").fill("http://details.example/privacy");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("Enter a full https:// URL", { exact: false })).toBeVisible();
  await expect(details.getByLabel("Privacy policy URL")).toBeFocused();
  await expect(details.getByTestId("pending-details")).toHaveCount(0);

  await details.getByLabel("Application name").fill(newName);
  await details.getByLabel("Privacy policy URL").fill(privacy);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("details-message")).toHaveText(SENT_FOR_REVIEW);
  await expect(details.getByTestId("details-message")).toBeFocused();
  const pendingName = details.getByTestId("pending-detail-name");
  await expect(pendingName).toContainText(`Current: ${oldName}`);
  await expect(pendingName).toContainText(`Proposed: ${newName}`);
  await expect(details.getByTestId("pending-detail-privacyPolicyUrl")).toContainText(`Proposed: ${privacy}`);
  // The live name stays in the page title until approval.
  await expect(developer.getByRole("heading", { level: 1 })).toHaveText(oldName);

  // The consent screen still shows the current details.
  await endUser.goto(consentUrl(clientId, redirectUri));
  await expect(endUser.getByRole("heading", { name: `${oldName} wants to access your account` })).toBeVisible();
  await expect(endUser.getByTestId("consent-privacy-policy")).toHaveCount(0);

  // The administrator finds the change in the queue and compares the details field by field.
  await admin.goto(QUEUE);
  const row = admin.getByTestId("queue-row").filter({ hasText: oldName });
  await expect(row).toContainText("Change request");
  await expect(row).toContainText("Changes app details: name, privacy policy");
  await row.getByRole("link", { name: `Review ${oldName}` }).click();
  const pending = admin.getByRole("region", { name: "Pending change" });
  const comparison = pending.getByTestId("details-comparison");
  await expect(comparison.getByTestId("details-change-name")).toContainText(oldName);
  await expect(comparison.getByTestId("details-change-name")).toContainText(newName);
  const proposedLink = comparison.getByRole("link", { name: privacy });
  await expect(proposedLink).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(comparison.getByTestId("details-change-description")).toHaveCount(0);
  // Beside the comparison, the consent screen as approving would leave it.
  await expect(pending.getByTestId("consent-preview")).toContainText(`${newName} wants to access your account`);
  await pending.getByRole("button", { name: "Approve change" }).click();
  // Applied: the review page now names the client by its new name, and nothing is pending.
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(newName);
  await expect(pending).toHaveCount(0);

  // The consent screen shows the new name and the app's privacy policy.
  await endUser.goto(consentUrl(clientId, redirectUri));
  await expect(endUser.getByRole("heading", { name: `${newName} wants to access your account` })).toBeVisible();
  const link = endUser.getByRole("link", { name: `${newName} privacy policy` });
  await expect(link).toHaveAttribute("href", privacy);
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");

  // The owner sees the change as applied.
  await developer.goto(`${PORTAL}/${clientId}`);
  await expect(developer.getByRole("heading", { level: 1 })).toHaveText(newName);
  await expect(developer.getByTestId("change-decision")).toContainText("App details changed: name, privacy policy");
  for (const p of [developer, admin, endUser]) await p.context().close();
});

test("a rejected details change keeps the current details, with the reason for the owner", async ({ browser }) => {
  const stamp = Date.now();
  const oldName = `E2E Details Kept ${stamp}`;
  const redirectUri = "http://localhost:8097/callback";
  const reason = "The new name imitates another company.";
  const { developer, admin, clientId } = await approvedClient(browser, oldName, redirectUri);
  const endUser = await newEndUserPage(browser);

  const details = await openDetails(developer, clientId);
  await details.getByLabel("Application name").fill(`Official Bank Login ${stamp}`);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("details-message")).toHaveText(SENT_FOR_REVIEW);

  await admin.goto(`${QUEUE}/${clientId}`);
  const pending = admin.getByRole("region", { name: "Pending change" });
  await expect(pending.getByTestId("details-change-name")).toContainText(`Official Bank Login ${stamp}`);
  await pending.getByLabel("Reason for the change decision").fill(reason);
  await pending.getByRole("button", { name: "Reject change" }).click();
  await expect(pending).toHaveCount(0);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(oldName);

  await endUser.goto(consentUrl(clientId, redirectUri));
  await expect(endUser.getByRole("heading", { name: `${oldName} wants to access your account` })).toBeVisible();

  await developer.goto(`${PORTAL}/${clientId}`);
  await expect(developer.getByRole("heading", { level: 1 })).toHaveText(oldName);
  const decision = developer.getByTestId("change-decision");
  await expect(decision).toContainText("App details not changed: name");
  await expect(decision).toContainText(reason);
  const again = await openDetails(developer, clientId);
  await expect(again.getByLabel("Application name")).toHaveValue(oldName);
  await expect(again.getByTestId("pending-details")).toHaveCount(0);
  for (const p of [developer, admin, endUser]) await p.context().close();
});

test("edits back to the current details withdraw the proposal", async ({ browser }) => {
  const stamp = Date.now();
  const oldName = `E2E Details Withdrawn ${stamp}`;
  const { developer, admin, clientId } = await approvedClient(browser, oldName, "http://localhost:8098/callback");
  const details = await openDetails(developer, clientId);
  await details.getByLabel("Terms of service URL").fill("https://details.example/terms");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("details-message")).toHaveText(SENT_FOR_REVIEW);
  await expect(details.getByTestId("pending-detail-termsOfServiceUrl")).toBeVisible();
  await details.getByLabel("Terms of service URL").fill("");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByTestId("details-message")).toHaveText(
    "Your proposed details were withdrawn: the current details stay as they are.",
  );
  await expect(details.getByTestId("pending-details")).toHaveCount(0);
  await expect(developer.getByTestId("change-pending")).toHaveCount(0);
  for (const p of [developer, admin]) await p.context().close();
});

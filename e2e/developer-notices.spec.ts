// Developers are told: a pending client's Overview says what happens next; each admin decision
// reaches the owner as a mail (the development outbox) and as a portal notice with the reason; and
// the admin's page shows the decision's message, badge and buttons together.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";
import { PORTAL, registerConfidentialClient } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

/** The admin's page at the moment the outcome shows: read at once, never waited for. */
async function pageAtOutcome(admin: Page, message: string) {
  await expect(admin.getByRole("status").filter({ hasText: message })).toBeVisible();
  return {
    badge: await admin.getByTestId("client-status").first().textContent(),
    buttons: await admin
      .getByTestId("client-decision")
      .getByRole("button")
      .allTextContents()
      .catch(() => [] as string[]),
  };
}

async function outboxMail(page: Page, subject: string) {
  await page.goto("/dev/outbox");
  return page.getByTestId("outbox-message").filter({ has: page.getByRole("heading", { name: subject, exact: true }) });
}

test("a developer hears of each decision by mail and in the portal; the admin's page changes at once", async ({
  browser,
}) => {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const name = `E2E Notice App ${Date.now()}`;
  const { clientId } = await registerConfidentialClient(developer, name, "http://localhost:8094/callback", [
    "PROFILE_READ",
  ]);

  // Pending: what happens next, how they will hear, and the way to the Quick start's preview.
  await developer.goto(`${PORTAL}/${clientId}`);
  const next = developer.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText("a mail to developer@example.com");
  await next.getByRole("link", { name: "Preview the consent screen" }).click();
  await expect(developer.getByTestId("consent-preview-screen")).toBeVisible();

  // The admin rejects it: the message, the badge and the buttons change together.
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  await admin.getByLabel("Reason for the client decision").fill("Use a redirect URI on your own domain.");
  await admin.getByRole("button", { name: "Reject" }).click();
  const rejected = await pageAtOutcome(admin, "Client rejected.");
  expect(rejected.badge).toBe("Rejected");
  expect(rejected.buttons).not.toContain("Reject");

  // The owner's mail, with the reason and a link to the client.
  const mail = await outboxMail(developer, `“${name}” was rejected`);
  await expect(mail).toContainText("To developer@example.com");
  await expect(mail).toContainText("Reason: Use a redirect URI on your own domain.");
  await mail.getByRole("link", { name: new RegExp(`/settings/developer/oauth/${clientId}$`) }).click();

  // ... and the notice on the client's page and on the list, until dismissed.
  const notice = developer.getByTestId("owner-notice").filter({ hasText: `“${name}” was rejected` });
  await expect(notice).toContainText("Reason: Use a redirect URI on your own domain.");
  await developer.goto(PORTAL);
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: `Dismiss: “${name}” was rejected` }).click();
  await expect(notice).toHaveCount(0);
  await developer.reload();
  await expect(notice).toHaveCount(0);

  // Resubmitted and approved: told again, the good news this time.
  await developer.goto(`${PORTAL}/${clientId}`);
  await developer.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(developer.getByText("Resubmitted: the client is pending review again")).toBeVisible();
  await admin.reload();
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  const approved = await pageAtOutcome(admin, "Client approved.");
  expect(approved.badge).toBe("Approved");
  expect(approved.buttons).not.toContain("Approve");
  await expect(await outboxMail(developer, `“${name}” was approved`)).toHaveCount(1);
  await developer.goto(PORTAL);
  await expect(developer.getByTestId("owner-notice").filter({ hasText: `“${name}” was approved` })).toBeVisible();
});

// The administrators' console as an admin works through it: a look-alike client's risk signals on
// the review page, the rejection found again in the decision history by admin and kind, the
// account found by email on a phone-sized user list, and the API reference's search.
import { expect, test } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";
import { PORTAL, newEndUserPage } from "./portal-helpers";

test("an admin weighs a look-alike client's risk signals, finds the rejection in the history and its owner by email", async ({
  browser,
}) => {
  // A developer nobody has approved yet registers an app named like the approved demo app.
  const developer = await newEndUserPage(browser, "Mal Lookalike");
  const email = (await developer.getByTestId("signed-in-as").textContent())!.match(/\(([^)]+)\)/)![1]!;
  await developer.goto(`${PORTAL}/new`);
  await developer.getByLabel("Application name").fill("Dem0 Calendar Sync");
  await developer.getByLabel("Website (optional)").fill("https://calsync.example.com");
  await developer.getByRole("radio", { name: /Confidential/ }).check();
  await developer.getByLabel("Redirect URI 1", { exact: true }).fill("https://collect.evil.example/callback");
  for (const scope of ["PROFILE_READ", "BOOKING_WRITE"]) await developer.getByLabel(scope, { exact: true }).check();
  await developer.getByRole("button", { name: "Register client" }).click();
  const clientId = (await developer.getByTestId("new-client-id").textContent())!.trim();

  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  const signals = admin.getByRole("region", { name: "Risk signals" });
  await expect(signals).toContainText(
    '"Dem0 Calendar Sync" reads as the approved app "Demo Calendar Sync" once look-alike characters',
  );
  await expect(signals).toContainText(
    "https://collect.evil.example/callback is on evil.example; the homepage is on example.com.",
  );
  await expect(signals).toContainText("Asks for BOOKING_WRITE (organization-wide or write access)");
  await expect(signals).toContainText("No privacy policy");
  const website = admin.getByRole("link", { name: "https://calsync.example.com" });
  await expect(website).toHaveAttribute("rel", "noreferrer noopener nofollow");
  await expect(website).toHaveAttribute("target", "_blank");
  // Signals inform; the decision is the admin's.
  await admin.getByLabel("Reason for the client decision").fill("Impersonates Demo Calendar Sync.");
  await admin.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client rejected.");

  // The decision history, filtered by admin and kind in the URL.
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Decisions" }).click();
  await admin.getByLabel("Administrator", { exact: true }).selectOption({ label: `Ada Admin (${DEMO.admin.email})` });
  await admin.getByLabel("Decision", { exact: true }).selectOption({ label: "Rejected" });
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(/\/admin\/decisions\?admin=[^&]+&decision=reject$/);
  const entries = admin.getByTestId("decision");
  const ours = entries.filter({ hasText: "Dem0 Calendar Sync" });
  await expect(ours).toContainText("Rejected");
  await expect(ours).toContainText("By Ada Admin");
  await expect(ours).toContainText("Reason: Impersonates Demo Calendar Sync.");
  await expect(ours).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(entries.filter({ hasText: /Approved|Suspended|Reinstated/ })).toHaveCount(0);

  // The owner, found by email on a phone: status and action in view, nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/users");
  await admin.getByLabel("Find by email").fill(email);
  await admin.getByRole("button", { name: "Find" }).click();
  await expect(admin.getByTestId("user-row")).toHaveCount(1);
  await expect(admin.getByTestId("user-status")).toContainText("Active");
  await expect(admin.getByRole("button", { name: `Disable ${email}` })).toBeInViewport();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The API reference, reached from the signed-out home page, narrows as you type.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto("/");
  await visitor.getByRole("link", { name: "Read the API reference" }).click();
  // A plain link: counted before the reference has loaded, the home page's zero operations would pass for "all".
  await visitor.waitForURL("**/docs/api");
  const operations = visitor.getByTestId("api-operation");
  await expect(operations.first()).toBeVisible();
  const all = await operations.count();
  await visitor.getByLabel("Search operations").fill("webhooks post");
  await expect(visitor.getByRole("status")).toHaveText(/^\d+ of \d+ operations match\.$/);
  const shown = await visitor.locator("article[data-search]:visible").count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  await expect(visitor.locator("article[data-search]:visible").first()).toContainText("POST");
  await expect(visitor.getByRole("link", { name: "How to get a token" })).toHaveAttribute("href", "#get-a-token");

  for (const p of [developer, admin, visitor]) await p.context().close();
});

// The developer portal and the admin queue together: an owner's addition to an approved
// client waits for review while the live integration keeps working, and goes live when an
// administrator approves it; a rejected client is fixed by its owner and resubmitted to the queue.
import { expect, test } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { DEMO, pageAs } from "./helpers";
import {
  PORTAL,
  codeFlow,
  discover,
  insecure,
  newEndUserPage,
  openTab,
  registerConfidentialClient,
} from "./portal-helpers";

test.describe.configure({ mode: "serial" });

const QUEUE = "/admin/oauth-clients";

test("an added redirect URI waits for review while the approved one keeps working, and goes live once approved", async ({
  browser,
  baseURL,
}) => {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const endUser = await newEndUserPage(browser);
  const oldUri = "http://localhost:8093/callback";
  const newUri = "http://localhost:8094/callback";
  const name = "E2E Change Review App";
  const { clientId, secret } = await registerConfidentialClient(developer, name, oldUri, ["PROFILE_READ"]);
  const app = (redirectUri: string) => ({ clientId, secret, redirectUri, scope: "PROFILE_READ" });

  await admin.goto(`${QUEUE}/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  const before = await codeFlow(endUser, baseURL!, app(oldUri));

  // The owner adds a redirect URI: it is listed, marked as waiting, and explained.
  await developer.goto(`${PORTAL}/${clientId}`);
  await openTab(developer, "Redirect URIs");
  const uris = developer.getByRole("region", { name: "Redirect URIs" });
  await expect(
    uris.getByText("Additions wait for an administrator's review before they work; removals apply at once."),
  ).toBeVisible();
  await uris.getByLabel("New redirect URI").fill(newUri);
  await uris.getByRole("button", { name: "Add redirect URI" }).click();
  await expect(uris.getByText(`Waiting for review: ${newUri}.`, { exact: false })).toBeVisible();
  await expect(uris.getByTestId("redirect-uri-count")).toHaveText(
    "2 of 10 redirect URIs used (1 waiting for review). 8 more can be added.",
  );
  await expect(uris.getByTestId("redirect-uri").filter({ hasText: newUri })).toContainText("Waiting for review");
  await expect(uris.getByTestId("redirect-uri").filter({ hasText: oldUri })).not.toContainText("Waiting for review");
  await openTab(developer, "Overview");
  const waiting = developer.getByRole("region", { name: "Waiting for review" });
  await expect(waiting).toContainText(`Redirect URIs to add: ${newUri}`);
  await expect(waiting).toContainText(
    "The approved configuration stays in force until an administrator approves this change",
  );
  await expect(waiting.getByTestId("live-configuration")).not.toContainText(newUri);
  await expect(developer.getByTestId("change-pending")).toHaveText("Change pending review");
  await openTab(developer, "Activity");
  await expect(developer.getByRole("region", { name: "Audit log" })).toContainText("Change sent for review");
  await developer.goto(PORTAL);
  await expect(developer.getByRole("row", { name: new RegExp(name) })).toContainText("Change pending review");

  // The live integration keeps working with the approved redirect URI; the new one does not work yet.
  const during = await codeFlow(endUser, baseURL!, app(oldUri));
  expect(during.access_token).toBeTruthy();
  const as = await discover(baseURL!);
  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    { client_id: clientId },
    await oauth.refreshTokenGrantRequest(
      as,
      { client_id: clientId },
      oauth.ClientSecretPost(secret),
      before.refresh_token!,
      insecure,
    ),
  );
  expect(refreshed.access_token).toBeTruthy();
  await endUser.goto(
    `/auth/oauth2/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: newUri, scope: "PROFILE_READ", response_type: "code", state: "s" })}`,
  );
  await expect(endUser.getByText("Error: invalid_redirect_uri")).toBeVisible();

  // The administrator finds the change in the queue and approves it.
  await admin.goto(QUEUE);
  const row = admin.getByTestId("queue-row").filter({ hasText: name });
  await expect(row).toContainText("Change request");
  await expect(row).toContainText(newUri);
  await row.getByRole("link", { name: `Review ${name}` }).click();
  const pending = admin.getByRole("region", { name: "Pending change" });
  await pending.getByRole("button", { name: "Approve change" }).click();
  // The decided change leaves the page; the outcome stays in view.
  await expect(admin.getByRole("status").filter({ hasText: "Change approved and applied." })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Pending change" })).toHaveCount(0);

  // The new redirect URI is live: marked as such, and an application can use it.
  await developer.goto(`${PORTAL}/${clientId}`);
  await expect(developer.getByRole("region", { name: "Waiting for review" })).toHaveCount(0);
  await expect(developer.getByTestId("change-pending")).toHaveCount(0);
  await expect(developer.getByTestId("change-decision")).toContainText(
    /was approved by Ada Admin on .* UTC and is live\./,
  );
  await openTab(developer, "Redirect URIs");
  await expect(uris.getByTestId("redirect-uri").filter({ hasText: newUri })).not.toContainText("Waiting for review");
  const after = await codeFlow(endUser, baseURL!, app(newUri));
  expect(after.access_token).toBeTruthy();

  for (const p of [developer, admin, endUser]) await p.context().close();
});

test("a rejected client: the owner reads the reason, fixes it and resubmits it to the queue", async ({ browser }) => {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const name = "E2E Resubmit App";
  const localUri = "http://localhost:8095/callback";
  const productionUri = "https://resubmit.example.com/oauth/callback";
  const reason = "Register the callback on your production domain, not localhost.";
  const { clientId } = await registerConfidentialClient(developer, name, localUri, ["PROFILE_READ"]);

  await admin.goto(`${QUEUE}/${clientId}`);
  await admin.getByLabel("Reason for the client decision").fill(reason);
  await admin.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client rejected.");

  // The owner sees who rejected it, when, and why, and how to get it reviewed again.
  await developer.goto(`${PORTAL}/${clientId}`);
  await expect(developer.getByTestId("client-status")).toHaveText("Rejected");
  const decision = developer.getByTestId("review-decision");
  await expect(decision).toContainText(/^Rejected by Ada Admin on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(decision).toContainText(`Reason: ${reason}`);
  await expect(developer.getByTestId("resubmit")).toContainText(
    "then resubmit: the client goes back into the administrators' review queue",
  );
  await openTab(developer, "Activity");
  await expect(developer.getByRole("region", { name: "Audit log" })).toContainText(`Reason: ${reason}`);

  // Edits of a rejected client apply at once (it is reviewed whole when resubmitted).
  await openTab(developer, "Redirect URIs");
  const uris = developer.getByRole("region", { name: "Redirect URIs" });
  await uris.getByLabel("New redirect URI").fill(productionUri);
  await uris.getByRole("button", { name: "Add redirect URI" }).click();
  await expect(uris.getByTestId("redirect-uri-count")).toContainText("2 of 10 redirect URIs used.");
  await uris.getByRole("button", { name: `Remove ${localUri}` }).click();
  await uris.getByTestId("confirm-action").getByRole("button", { name: "Remove", exact: true }).click();
  await expect(uris.getByTestId("redirect-uri-count")).toContainText("1 of 10 redirect URIs used.");
  await expect(uris.getByText("Waiting for review")).toHaveCount(0);
  await openTab(developer, "Overview");

  await developer.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(developer.getByText("Resubmitted: the client is pending review again")).toBeVisible();
  await expect(developer.getByTestId("client-status")).toHaveText("Pending review");
  await expect(developer.getByRole("button", { name: "Resubmit for review" })).toHaveCount(0);
  await openTab(developer, "Activity");
  await expect(developer.getByRole("region", { name: "Audit log" })).toContainText("Resubmitted for review");

  // It is back in the queue as a client to review, with the fixed redirect URI.
  await admin.goto(QUEUE);
  const row = admin.getByTestId("queue-row").filter({ hasText: name });
  await expect(row).toContainText("New client");
  await expect(row).toContainText(productionUri);
  await expect(row).not.toContainText(localUri);

  for (const p of [developer, admin]) await p.context().close();
});

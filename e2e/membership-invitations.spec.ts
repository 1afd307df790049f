// Membership by invitation, end to end: an administrator creates an organization naming its first
// owner; the owner's app invites an email nobody has signed up with yet (the answer shows nothing
// of an account); the person signs up with that email and accepts on their account page, and only
// then is a member.
import { expect, test, type Browser, type Page } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { DEMO, pageAs, finishSignUp } from "./helpers";
import { PORTAL, codeFlow, copiedSecret, insecure } from "./portal-helpers";

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function signUp(browser: Browser, name: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`u${stamp()}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
  return page;
}

/** A confidential client with the organization membership scopes, approved by the administrator. */
async function membershipApp(developer: Page, admin: Page, redirectUri: string) {
  const scopes = ["PROFILE_READ", "ORG_MEMBERSHIP_READ", "ORG_MEMBERSHIP_WRITE"];
  await developer.goto(`${PORTAL}/new`);
  await developer.getByLabel("Application name").fill(`E2E Invitations App ${stamp()}`);
  await developer.getByRole("radio", { name: /Confidential/ }).check();
  await developer.getByLabel("Redirect URI 1", { exact: true }).fill(redirectUri);
  await developer.locator('details[data-scope-group="organization"] > summary').click();
  for (const scope of scopes) await developer.getByLabel(scope, { exact: true }).check();
  await developer.getByRole("button", { name: "Register client" }).click();
  const clientId = (await developer.getByTestId("new-client-id").textContent())!.trim();
  const secret = await copiedSecret(developer);
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  return { clientId, secret, redirectUri, scope: scopes.join(" ") };
}

async function api(baseURL: string, token: string, method: string, path: string, body?: unknown) {
  const response = await oauth.protectedResourceRequest(
    token,
    method,
    new URL(path, baseURL),
    new Headers(body === undefined ? {} : { "content-type": "application/json" }),
    body === undefined ? undefined : JSON.stringify(body),
    insecure,
  );
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

test("an administrator creates an organization; its owner invites; the invitee accepts on the account page", async ({
  browser,
  baseURL,
}) => {
  const admin = await pageAs(browser, DEMO.admin);
  const developer = await pageAs(browser, DEMO.developer);
  const tag = stamp();
  const ownerEmail = `olga-${tag}@example.com`;
  const inviteeEmail = `ivan-${tag}@example.com`;
  const orgName = `Initech ${tag}`;
  const owner = await signUp(browser, "Olga Owner", ownerEmail);

  // The administrator creates the organization, naming an existing account its first owner.
  await admin.goto("/admin/organizations");
  await admin.getByLabel("Organization name").fill(orgName);
  await admin.getByLabel("Slug").fill(`initech-${tag}`);
  await admin.getByLabel("First owner's email").fill(`nobody-${tag}@example.com`);
  await admin.getByRole("button", { name: "Create organization" }).click();
  await expect(admin.locator("p[role=alert]")).toContainText("No active account has that email");
  await admin.getByLabel("Organization name").fill(orgName);
  await admin.getByLabel("Slug").fill(`initech-${tag}`);
  await admin.getByLabel("First owner's email").fill(ownerEmail);
  await admin.getByRole("button", { name: "Create organization" }).click();
  await expect(admin.getByRole("status")).toHaveText(`Organization ${orgName} created.`);
  const row = admin.getByTestId("organization-row").filter({ hasText: orgName });
  await expect(row).toContainText("1");
  const orgId = (await row.getByTestId("organization-id").textContent())!.trim();

  // The owner's app invites an email nobody has signed up with: the answer is the invitation only.
  const app = await membershipApp(developer, admin, "http://localhost:8095/callback");
  const { access_token: token } = await codeFlow(owner, baseURL!, app);
  const invited = await api(baseURL!, token, "POST", `/v2/organizations/${orgId}/memberships`, {
    email: inviteeEmail,
  });
  expect(invited.status).toBe(201);
  expect(Object.keys(invited.body.data as object).sort()).toEqual([
    "email",
    "expiresAt",
    "id",
    "organizationId",
    "role",
    "teamId",
  ]);
  const members = async () =>
    JSON.stringify((await api(baseURL!, token, "GET", `/v2/organizations/${orgId}/memberships`)).body.data);
  expect(await members()).not.toContain(inviteeEmail);

  // The invitee signs up later with that email and finds the invitation on the account page.
  const invitee = await signUp(browser, "Ivan Invitee", inviteeEmail);
  await invitee.goto("/settings");
  const invitation = invitee.getByTestId("invitation");
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText(`Join the organization ${orgName} as member`);
  await invitee.getByRole("button", { name: `Accept the invitation to ${orgName}` }).click();
  await expect(invitee.getByRole("status")).toHaveText("Invitation accepted: you are now a member.");
  await expect(invitee.getByTestId("no-invitations")).toBeVisible();
  expect(await members()).toContain(inviteeEmail);

  // A second invitation, declined: nothing changes but the invitation is gone.
  const second = await signUp(browser, "Dora Decliner", `dora-${tag}@example.com`);
  expect(
    (await api(baseURL!, token, "POST", `/v2/organizations/${orgId}/memberships`, { email: `dora-${tag}@example.com` }))
      .status,
  ).toBe(201);
  await second.goto("/settings");
  await second.getByRole("button", { name: `Decline the invitation to ${orgName}` }).click();
  await expect(second.getByRole("status")).toHaveText("Invitation declined.");
  await expect(second.getByTestId("no-invitations")).toBeVisible();
  expect(await members()).not.toContain(`dora-${tag}@example.com`);

  for (const p of [admin, developer, owner, invitee, second]) await p.context().close();
});

// The admin review queue as the people involved live it: a developer registers a client
// that cannot be used yet, an administrator approves it in the queue, the OAuth flow works (driven
// by a real OAuth library), and suspension stops the issued token at once.
import { expect, test, type Browser, type Page } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { DEMO, pageAs, signIn, finishSignUp } from "./helpers";
import { copiedSecret } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

const insecure = { [oauth.allowInsecureRequests]: true } as const;
const REDIRECT = "http://localhost:8080/callback";
const QUEUE = "/admin/oauth-clients";

/** A fresh end user, so the grants made here do not show up in other specs' "Authorized apps". */
async function newEndUser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stamp = Date.now();
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Rae Reviewer-Test");
  await page.getByLabel("Email").fill(`rae-${stamp}@example.com`);
  await page.getByLabel("Username").fill(`rae${stamp}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(`rae-${stamp}@example.com`);
  return page;
}

/** The developer portal's registration form; returns the client id and the secret shown once. */
async function registerClient(page: Page, name: string, scopes: string[]) {
  await page.goto("/settings/developer/oauth/new");
  await page.getByLabel("Application name").fill(name);
  await page.getByRole("radio", { name: /Confidential/ }).check();
  await page.getByLabel("Redirect URI 1", { exact: true }).fill(REDIRECT);
  for (const scope of scopes) await page.getByLabel(scope, { exact: true }).check();
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByText(`${name} is registered and waiting for review.`)).toBeVisible();
  return {
    clientId: (await page.getByTestId("new-client-id").textContent())!.trim(),
    secret: await copiedSecret(page),
  };
}

function authorizeUrl(baseURL: string, clientId: string, state: string): string {
  const url = new URL("/auth/oauth2/authorize", baseURL);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: "PROFILE_READ",
    state,
    response_type: "code",
  }).toString();
  return url.toString();
}

/** The end user allows the request; returns the callback URL the app received. */
async function allow(page: Page, url: string): Promise<URL> {
  const app = playApp(page, "http://localhost:8080");
  await page.goto(url);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();
  return app.received()!;
}

async function oauthError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof oauth.ResponseBodyError) return err.error;
    throw err;
  }
  throw new Error("expected the token endpoint to refuse the request");
}

/** GET /v2/me with the token; the status code (oauth4webapi throws on a 401 challenge). */
async function callMe(baseURL: string, accessToken: string): Promise<number> {
  try {
    return (
      await oauth.protectedResourceRequest(
        accessToken,
        "GET",
        new URL("/v2/me", baseURL),
        undefined,
        undefined,
        insecure,
      )
    ).status;
  } catch (err) {
    if (err instanceof oauth.WWWAuthenticateChallengeError) return err.response.status;
    throw err;
  }
}

test("a new client waits for review, works once approved, and stops at once when suspended", async ({
  browser,
  baseURL,
  request,
}) => {
  const developer = await pageAs(browser, DEMO.developer);
  const user = await newEndUser(browser);
  const admin = await pageAs(browser, DEMO.admin);

  // The developer registers a client with a broad scope.
  const app = await registerClient(developer, "E2E Review App", ["PROFILE_READ", "BOOKING_WRITE"]);

  // Pending: the consent screen says so and the token endpoint refuses the (correct) credentials.
  await user.goto(authorizeUrl(baseURL!, app.clientId, "pending"));
  await expect(user.getByTestId("authorize-error-message")).toContainText("pending review");
  const pendingToken = await request.post("/v2/auth/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code: "not-issued-yet",
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      client_secret: app.secret,
    },
  });
  expect(pendingToken.status()).toBe(400);
  expect(await pendingToken.json()).toMatchObject({ error: "unauthorized_client" });

  // The admin finds it in the queue with the broad scope and the plain-HTTP redirect URI marked.
  await admin.goto(QUEUE);
  await expect(admin.getByRole("heading", { name: "OAuth client review" })).toBeVisible();
  const row = admin.getByRole("row", { name: /E2E Review App/ });
  await expect(row).toContainText("developer@example.com");
  await expect(row).toContainText("New client");
  await expect(row.locator('[data-scope="BOOKING_WRITE"]')).toContainText("Can change data");
  await expect(row.locator('[data-scope="PROFILE_READ"]')).not.toHaveAttribute("data-broad", "true");
  await expect(row).toContainText("Plain HTTP on this device");
  await admin.getByRole("searchbox", { name: "Search clients" }).fill(app.clientId);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin.getByTestId("queue-row")).toHaveCount(1);
  await admin.getByRole("link", { name: "Review E2E Review App" }).click();

  // Rejecting needs a reason; approving does not.
  await expect(admin.getByRole("heading", { name: "E2E Review App" })).toBeVisible();
  await admin.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByText("Give a reason for rejecting. The owner will see it.")).toBeVisible();
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");
  await expect(admin.getByTestId("client-status")).toHaveText("Approved");
  await expect(admin.getByRole("table", { name: "Audit log" })).toContainText("Approved by an administrator");

  // Now the flow works, through a real OAuth client library.
  const as = await oauth.processDiscoveryResponse(
    new URL(baseURL!),
    await oauth.discoveryRequest(new URL(baseURL!), { algorithm: "oauth2", ...insecure }),
  );
  const client: oauth.Client = { client_id: app.clientId };
  const auth = oauth.ClientSecretPost(app.secret);
  const state = oauth.generateRandomState();
  const callback = await allow(user, authorizeUrl(baseURL!, app.clientId, state));
  const params = oauth.validateAuthResponse(as, client, callback, state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, oauth.nopkce, insecure),
  );
  expect(await callMe(baseURL!, tokens.access_token)).toBe(200);

  // Suspension asks for confirmation saying who is affected, needs a reason, and stops the token
  // on the very next request. (The admin's page counts users as of its loading: reload it now that
  // the user has authorized the app.)
  await admin.reload();
  await admin.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.getByTestId("confirm-action")).toContainText(
    "Suspending stops every token of this client at once: 1 user with 1 active grant lose access",
  );
  await admin.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(admin.getByText("Give a reason for suspending. The owner will see it.")).toBeVisible();
  await admin.getByLabel("Reason for the client decision").fill("Reports of unexpected booking changes.");
  await admin.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(admin.getByRole("status")).toHaveText("Client suspended.");
  await expect(admin.getByTestId("client-status")).toHaveText("Suspended");
  await expect(admin.getByRole("table", { name: "Audit log" })).toContainText(
    "Reason: Reports of unexpected booking changes.",
  );

  expect(await callMe(baseURL!, tokens.access_token)).toBe(401);
  expect(
    await oauthError(
      oauth
        .refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure)
        .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    ),
  ).toBe("unauthorized_client");
  await user.goto(authorizeUrl(baseURL!, app.clientId, "suspended"));
  await expect(user.getByTestId("authorize-error-message")).toContainText("suspended");

  // The owner sees the decision and the reason on their client page.
  await developer.goto(`/settings/developer/oauth/${app.clientId}`);
  await expect(developer.getByTestId("client-status")).toHaveText("Suspended");
  await expect(developer.getByText(/Reports of unexpected booking changes\./).first()).toBeVisible();

  // Suspension is reversible: reinstating brings the same token back.
  await admin.getByRole("button", { name: "Reinstate" }).click();
  await expect(admin.getByRole("status")).toHaveText("Client reinstated.");
  expect(await callMe(baseURL!, tokens.access_token)).toBe(200);

  for (const p of [developer, user, admin]) await p.context().close();
});

test("when two admins decide the same client at once, the second is told who decided first", async ({ browser }) => {
  const developer = await pageAs(browser, DEMO.developer);
  const app = await registerClient(developer, "E2E Race App", ["PROFILE_READ"]);
  const first = await pageAs(browser, DEMO.admin);
  const second = await first.context().newPage();
  for (const p of [first, second]) await p.goto(`${QUEUE}/${app.clientId}`);

  await first.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(first.getByRole("status")).toHaveText("Client approved.");

  // The second tab still shows the client as pending; its rejection loses.
  await second.getByLabel("Reason for the client decision").fill("Not enough information.");
  await second.getByRole("button", { name: "Reject" }).click();
  await expect(
    second.getByText(
      /^This client was already decided by Ada Admin: approved at .* UTC\. Your decision was not applied/,
    ),
  ).toBeVisible();
  await expect(second.getByTestId("client-status")).toHaveText("Approved");

  await developer.context().close();
  await first.context().close();
});

test("the queue shows each request's age, sorts newest first, previews the consent screen, and approves and moves on", async ({
  browser,
}) => {
  const developer = await pageAs(browser, DEMO.developer);
  const first = await registerClient(developer, "E2E Next App One", ["PROFILE_READ"]);
  const second = await registerClient(developer, "E2E Next App Two", ["PROFILE_READ"]);
  const admin = await pageAs(browser, DEMO.admin);

  await admin.goto(QUEUE);
  await expect(admin.getByRole("row", { name: /E2E Next App Two/ }).getByTestId("queue-age")).toHaveText(
    /^waiting \d+ minutes?$/,
  );
  // Other specs register clients at the same time: the search keeps this one's two apart from theirs.
  await admin.getByLabel("Search clients").fill("E2E Next App");
  await admin.getByLabel("Order").selectOption("newest");
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/sort=newest/);
  await expect(admin.getByTestId("queue-row").first()).toContainText("E2E Next App Two");

  // The consent preview shows what users will see, in their words, and where they are sent.
  await admin.goto(`${QUEUE}/${first.clientId}`);
  const preview = admin.getByRole("region", { name: "What users will see" });
  await expect(preview).toContainText("E2E Next App One wants to access your account");
  await expect(preview).toContainText("View profile");
  await expect(preview).toContainText("localhost:8080");

  // "Approve and next" approves this one and opens the oldest other request in the queue.
  await admin.getByRole("button", { name: "Approve and next" }).click();
  await expect(admin).not.toHaveURL(new RegExp(first.clientId));
  await expect(admin).toHaveURL(/\/admin\/oauth-clients\/[^/?]+/);
  await admin.goto(`${QUEUE}/${first.clientId}`);
  await expect(admin.getByTestId("client-status")).toHaveText("Approved");
  expect(second.clientId).not.toBe(first.clientId);

  await developer.context().close();
  await admin.context().close();
});

test("the admin pages do not exist for anyone but administrators", async ({ page }) => {
  await signIn(page, DEMO.developer);
  for (const path of [QUEUE, `${QUEUE}/demo-pending-app`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { name: "OAuth client review" })).toHaveCount(0);
});

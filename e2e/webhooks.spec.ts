// Webhooks seen by people: an app subscribes with its token; the user sees under Authorized apps
// where the app sends their notifications (the host) and stops it; the app's developer sees the
// delivery attempts in the portal and replays one.
import { expect, test } from "@playwright/test";
import { expectCallback } from "./consent-helpers";
import { DEMO, pageAs } from "./helpers";
import { PORTAL, registerConfidentialClient } from "./portal-helpers";

const REDIRECT = "http://localhost:8080/callback";

test("Authorized apps shows where an app sends notifications; the portal shows its attempts and replays", async ({
  browser,
}) => {
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const user = await pageAs(browser, DEMO.user);
  const name = `Hook app ${Date.now()}`;
  const { clientId, secret } = await registerConfidentialClient(developer, name, REDIRECT, [
    "WEBHOOK_READ",
    "WEBHOOK_WRITE",
  ]);
  await admin.goto(`/admin/oauth-clients/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");

  const authorize = new URL("/auth/oauth2/authorize", user.url());
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: "WEBHOOK_READ WEBHOOK_WRITE",
    state: "hooks",
  }).toString();
  const callback = await expectCallback(user, authorize.toString(), () =>
    user.getByRole("button", { name: "Allow" }).click(),
  );
  const exchanged = await user.request.post("/v2/auth/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      redirect_uri: REDIRECT,
      client_id: clientId,
      client_secret: secret,
    },
  });
  const { access_token } = (await exchanged.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${access_token}` };
  const refused = await user.request.post("/v2/webhooks", {
    headers: auth,
    data: { subscriberUrl: "https://169.254.169.254/latest/meta-data", triggers: ["BOOKING_CREATED"] },
  });
  expect(refused.status()).toBe(400);
  const created = await user.request.post("/v2/webhooks", {
    headers: auth,
    data: { subscriberUrl: "https://hooks.example.com/e2e", triggers: ["BOOKING_CREATED", "BOOKING_CANCELLED"] },
  });
  expect(created.status()).toBe(201);
  const webhook = ((await created.json()) as { data: { id: string; secret: string } }).data;
  expect(webhook.secret).toMatch(/^whsec_/);
  expect((await user.request.post(`/v2/webhooks/${webhook.id}/test`, { headers: auth })).status()).toBe(200);

  // The developer: the attempt (the name does not resolve here, so it failed and waits to retry).
  // Where no resolver answers, the lookup itself takes its time-outs (seconds each) before failing.
  await expect(async () => {
    await developer.goto(`${PORTAL}/${clientId}/webhooks`);
    await expect(developer.getByTestId("webhook-attempt").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(developer.getByTestId("webhook-attempt").first()).toContainText("PING");
  await expect(developer.getByTestId("webhook-attempt").first()).toContainText("hooks.example.com");
  await developer
    .getByRole("button", { name: /^Replay PING/ })
    .first()
    .click();
  await expect(developer.getByRole("status").filter({ hasText: "Queued again" })).toBeVisible();

  // Send test event: the developer picks the subscription; its attempt then shows, by message id.
  const tester = developer.getByTestId("send-test-event");
  await tester.getByLabel("Subscription").selectOption(webhook.id);
  await tester.getByRole("button", { name: "Send test event" }).click();
  await expect(tester.getByRole("status")).toContainText("queued");
  const sent = (await tester.getByRole("status").textContent()) ?? "";
  const messageId = /Test event (\S+) queued/.exec(sent)?.[1] ?? "none";
  await expect(async () => {
    await developer.goto(`${PORTAL}/${clientId}/webhooks`);
    await expect(developer.getByTestId("webhook-attempt").filter({ hasText: messageId })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(developer.getByTestId("webhook-attempt").filter({ hasText: messageId }).first()).toContainText("PING");

  // The user: where the app sends notifications, and stopping it.
  await user.goto("/settings/apps");
  const card = user.getByTestId("authorized-app").filter({ hasText: name });
  await expect(card.getByTestId("notification-host")).toHaveText("hooks.example.com");
  await expect(card.getByTestId("app-notification")).toContainText("new bookings, cancellations");
  await card.getByRole("button", { name: "Stop notifications to hooks.example.com" }).click();
  await card.getByRole("button", { name: "Yes, stop notifications to hooks.example.com" }).click();
  await expect(card.getByTestId("app-notification")).toHaveCount(0);
  expect((await user.request.get(`/v2/webhooks/${webhook.id}`, { headers: auth })).status()).toBe(404);
});

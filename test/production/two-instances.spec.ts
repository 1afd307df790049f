// Two production servers (A on 3170, B on 3171) on one PostgreSQL database behave as one service:
// whatever happens on one is in force on the other at the next request.
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { CALLBACK_HEADING, playApp } from "../../e2e/app-callbacks";
import { DEMO, signInWithForm } from "../../e2e/helpers";
import {
  createFreshDatabase,
  seedDemoData,
  startProductionServer,
  type FreshDatabase,
  type RunningServer,
} from "./production-server";

const CLIENT = {
  id: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect: "http://localhost:8080/callback",
};

let db: FreshDatabase;
let A: RunningServer;
let B: RunningServer;
/** Every code, token and secret the tests saw, for the log check at the end. */
const secrets: string[] = [CLIENT.secret, DEMO.user.password, DEMO.admin.password];

test.beforeAll(async () => {
  db = await createFreshDatabase();
  seedDemoData(db.url);
  // Every test takes a fresh grant through the consent screen, so the screen must show every time.
  // A small failure budget, so the shared-counter test below stays short.
  const askEveryTime = { REMEMBER_CONSENT: "off", RATE_LIMIT_TOKEN_CLIENT_FAILURES: "5/60" };
  [A, B] = await Promise.all([
    startProductionServer(3170, db.url, askEveryTime),
    startProductionServer(3171, db.url, askEveryTime),
  ]);
});

test.afterAll(async () => {
  await Promise.all([A?.stop(), B?.stop()]);
  await db?.drop();
});

/** Consent on `server` as the signed-in user; returns the authorization code. */
async function allowOn(page: Page, server: RunningServer, state: string): Promise<string> {
  const app = playApp(page, "http://localhost:8080");
  const query = new URLSearchParams({
    client_id: CLIENT.id,
    redirect_uri: CLIENT.redirect,
    scope: "PROFILE_READ BOOKING_READ",
    state,
    response_type: "code",
  });
  await page.goto(`${server.url}/auth/oauth2/authorize?${query}`);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();
  const received = app.received();
  expect(received?.searchParams.get("state")).toBe(state);
  secrets.push(received!.searchParams.get("code")!);
  return received!.searchParams.get("code")!;
}

type Tokens = { access_token: string; refresh_token: string };

async function token(
  server: RunningServer,
  body: Record<string, string>,
): Promise<{ status: number; body: Tokens & { error?: string } }> {
  const response = await fetch(`${server.url}/v2/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...body }),
  });
  const json = await response.json();
  if (json.access_token) secrets.push(json.access_token, json.refresh_token);
  return { status: response.status, body: json };
}
const exchange = (server: RunningServer, code: string) =>
  token(server, { grant_type: "authorization_code", code, redirect_uri: CLIENT.redirect });
const refresh = (server: RunningServer, refreshToken: string) =>
  token(server, { grant_type: "refresh_token", refresh_token: refreshToken });
const me = async (server: RunningServer, accessToken: string) =>
  (await fetch(`${server.url}/v2/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

test("authorize on A, exchange on B, refresh on A, API on B; reuse on B after rotation on A revokes the family", async ({
  page,
}) => {
  await signInWithForm(page, DEMO.user, `${A.url}/auth/signin`);
  const code = await allowOn(page, A, "cross-1");

  const issued = await exchange(B, code);
  expect(issued.status).toBe(200);

  const rotated = await refresh(A, issued.body.refresh_token);
  expect(rotated.status).toBe(200);
  expect(await me(B, rotated.body.access_token)).toBe(200);

  // The successor is used on B, so the first token is now retired for good.
  const again = await refresh(B, rotated.body.refresh_token);
  expect(again.status).toBe(200);

  // The retired refresh token presented on B: theft, so the whole family dies on both instances.
  const reused = await refresh(B, issued.body.refresh_token);
  expect(reused.status).toBe(400);
  expect(reused.body.error).toBe("invalid_grant");
  expect((await refresh(A, again.body.refresh_token)).status).toBe(400);
  expect(await me(B, again.body.access_token)).toBe(401);
  expect(await me(A, again.body.access_token)).toBe(401);
});

test("a token revoked on A (RFC 7009) is refused on B at once", async ({ page }) => {
  await signInWithForm(page, DEMO.user, `${A.url}/auth/signin`);
  const issued = await exchange(B, await allowOn(page, A, "cross-revoke"));
  expect(issued.status).toBe(200);
  expect(await me(B, issued.body.access_token)).toBe(200);
  const revoked = await fetch(`${A.url}/v2/auth/oauth2/revoke`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, token: issued.body.refresh_token }),
  });
  expect(revoked.status).toBe(200);
  expect(await me(B, issued.body.access_token)).toBe(401);
  expect((await refresh(B, issued.body.refresh_token)).status).toBe(400);
});

test("the admin suspends the client on A and B refuses its token on the next request", async ({ page, browser }) => {
  await signInWithForm(page, DEMO.user, `${A.url}/auth/signin`);
  const issued = await exchange(B, await allowOn(page, A, "cross-2"));
  expect(issued.status).toBe(200);
  expect(await me(B, issued.body.access_token)).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await signInWithForm(admin, DEMO.admin, `${A.url}/auth/signin`);
  await turnOnTwoStep(admin, A.url);
  await admin.goto(`${A.url}/admin/oauth-clients/${CLIENT.id}`);
  await admin.getByRole("button", { name: "Suspend" }).click();
  await admin.getByLabel("Reason for the client decision").fill("Multi-instance test.");
  await admin.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(admin.getByTestId("client-status")).toHaveText("Suspended");

  expect(await me(B, issued.body.access_token)).toBe(401);
  expect((await refresh(B, issued.body.refresh_token)).status).toBe(400);
});

test("rate-limit counters are shared: failures counted on A exhaust the client's budget at that address on B", async () => {
  const wrongSecret = (server: RunningServer) =>
    fetch(`${server.url}/v2/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: "x",
        client_id: CLIENT.id,
        client_secret: "wrong-secret",
      }),
    });
  for (let i = 0; i < 5; i++) expect((await wrongSecret(A)).status).toBe(401);
  const onB = await wrongSecret(B);
  expect(onB.status).toBe(429);
  expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
});

test("both instances logged every request with its id and client, and never a secret, code or token", async () => {
  const lines = [...A.logs, ...B.logs];
  const tokenLines = lines.filter((l) => l.includes('"route":"/v2/auth/oauth2/token"')).map((l) => JSON.parse(l));
  expect(tokenLines.length).toBeGreaterThan(4);
  expect(tokenLines.every((l) => typeof l.requestId === "string" && l.clientId === CLIENT.id)).toBe(true);
  const apiLines = lines
    .filter((l) => l.includes('"route":"/v2/me"') && l.includes('"status":200'))
    .map((l) => JSON.parse(l));
  expect(apiLines.length).toBeGreaterThan(0);
  expect(apiLines.every((l) => l.clientId === CLIENT.id)).toBe(true);
  expect(lines.some((l) => l.includes('"event":"refresh_token_reused"'))).toBe(true);
  const all = lines.join("\n");
  expect(secrets.length).toBeGreaterThan(10);
  for (const secret of secrets) expect(all).not.toContain(secret);
});

/**
 * Under APP_ENV=production an administrator must use two-step sign-in before any admin page: the
 * set-up, with a code computed from the key the page shows (the step before now, else now, as in
 * e2e/two-step-sign-in.spec.ts: nothing waits for the clock).
 */
async function turnOnTwoStep(page: Page, base: string) {
  await page.goto(`${base}/settings/two-factor`);
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const key = (await page.getByTestId("two-factor-key").textContent())!.trim();
  const codeAt = (offset: number) =>
    new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + offset * 30_000,
    });
  const shown = page.getByTestId("recovery-codes").getByRole("listitem");
  await page.getByLabel("Code").fill(codeAt(-1));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(shown.first().or(page.getByRole("alert").filter({ hasText: "That code is not right" }))).toBeVisible();
  if ((await shown.count()) === 0) {
    await page.getByLabel("Code").fill(codeAt(0));
    await page.getByRole("button", { name: "Turn on" }).click();
  }
  await expect(shown).toHaveCount(10);
  await page.getByRole("link", { name: "I have saved them" }).click();
}

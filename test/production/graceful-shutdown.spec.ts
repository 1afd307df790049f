// SIGTERM during a storm of refreshes: the server stops accepting, finishes what it started and
// exits; no rotation is half-done, so every client's latest refresh token still works afterwards.
import { expect, test, type Page } from "@playwright/test";
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
const HOLDERS = 6;
// Each holder gets its own grant through the consent screen, so the screen must show every time.
// Each holder refreshes back to back, far above the per-grant ceiling of a real client.
const STORM_SETTINGS = { REMEMBER_CONSENT: "off", REFRESH_MAX_PER_MINUTE: "1000000" };

let db: FreshDatabase;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  db = await createFreshDatabase();
  seedDemoData(db.url);
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

async function newGrantCode(page: Page, server: RunningServer, state: string): Promise<string> {
  const app = playApp(page, "http://localhost:8080");
  const query = new URLSearchParams({
    client_id: CLIENT.id,
    redirect_uri: CLIENT.redirect,
    scope: "PROFILE_READ",
    state,
    response_type: "code",
  });
  await page.goto(`${server.url}/auth/oauth2/authorize?${query}`);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();
  const received = app.received();
  return received!.searchParams.get("code")!;
}

async function token(server: RunningServer, body: Record<string, string>) {
  const response = await fetch(`${server.url}/v2/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...body }),
  });
  return { status: response.status, body: (await response.json()) as { access_token: string; refresh_token: string } };
}

test("SIGTERM during a refresh storm leaves every client's latest token working", async ({ page }) => {
  const a = await startProductionServer(3172, db.url, STORM_SETTINGS);
  servers.push(a);
  await signInWithForm(page, DEMO.user, `${a.url}/auth/signin`);
  const latest: { access: string; refresh: string }[] = [];
  for (let i = 0; i < HOLDERS; i++) {
    const issued = await token(a, {
      grant_type: "authorization_code",
      code: await newGrantCode(page, a, `s${i}`),
      redirect_uri: CLIENT.redirect,
    });
    expect(issued.status).toBe(200);
    latest.push({ access: issued.body.access_token, refresh: issued.body.refresh_token });
  }

  let signalled = 0;
  let completedAfterSignal = 0;
  const refused: number[] = [];
  const storm = latest.map(async (holder) => {
    for (;;) {
      let result;
      try {
        result = await token(a, { grant_type: "refresh_token", refresh_token: holder.refresh });
      } catch {
        return; // Connection refused or closed before the request was taken: nothing was rotated.
      }
      if (signalled) completedAfterSignal += 1;
      if (result.status !== 200) {
        refused.push(result.status);
        return;
      }
      holder.refresh = result.body.refresh_token;
      holder.access = result.body.access_token;
    }
  });
  await new Promise((r) => setTimeout(r, 1_500));
  signalled = Date.now();
  const exitCode = await a.stop("SIGTERM");
  await Promise.all(storm);

  expect(exitCode).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(15_000);
  expect(refused).toEqual([]);
  expect(completedAfterSignal).toBeGreaterThan(0);
  expect(a.logs.some((l) => l.includes("SIGTERM: draining"))).toBe(true);

  const b = await startProductionServer(3173, db.url, STORM_SETTINGS);
  servers.push(b);
  for (const holder of latest) {
    expect((await fetch(`${b.url}/v2/me`, { headers: { authorization: `Bearer ${holder.access}` } })).status).toBe(200);
    expect((await token(b, { grant_type: "refresh_token", refresh_token: holder.refresh })).status).toBe(200);
  }
});

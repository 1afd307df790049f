// Steps of the consent tests: consent is remembered, so a test that needs the consent screen
// first revokes what the user granted before; and an app's redirect URI is played by the test.
import { expect, type Page } from "@playwright/test";

const CALLBACK_PAGE = { status: 200, contentType: "text/html", body: "<h1>App received the callback</h1>" };

/** Revokes the signed-in user's access for each named app that has any (Authorized apps page). */
export async function revokeAccess(page: Page, appNames: readonly string[]) {
  await page.goto("/settings/apps");
  for (const name of appNames) {
    const card = page.getByRole("listitem", { name });
    if ((await card.count()) === 0) continue;
    await card.getByRole("button", { name: "Revoke access" }).click();
    await card.getByRole("button", { name: `Yes, revoke ${name}` }).click();
    await expect(page.getByRole("listitem", { name })).toHaveCount(0);
  }
}

/**
 * Answers for the app at `redirectOrigin` and records the URL it was called with. Chromium does
 * not let Playwright intercept where a typed-in address redirects to, so when the authorization
 * endpoint itself redirects (remembered consent skips the screen) the redirect is read here.
 */
export async function playApp(
  page: Page,
  redirectOrigin: string,
): Promise<{ received: () => URL | undefined; stop: () => Promise<void> }> {
  let received: URL | undefined;
  const isAuthorize = (url: URL) => url.pathname === "/auth/oauth2/authorize";
  await page.route(`${redirectOrigin}/**`, async (route) => {
    received = new URL(route.request().url());
    await route.fulfill(CALLBACK_PAGE);
  });
  await page.route(isAuthorize, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()["location"] ?? "";
    if (!location.startsWith(`${redirectOrigin}/`)) return route.fulfill({ response });
    received = new URL(location);
    await route.fulfill(CALLBACK_PAGE);
  });
  return {
    received: () => received,
    stop: async () => {
      await page.unroute(`${redirectOrigin}/**`);
      await page.unroute(isAuthorize);
    },
  };
}

/** Follows `url` and returns where the app's redirect URI was called, answering for the app. */
export async function expectCallback(page: Page, url: string, act: () => Promise<void> = async () => {}): Promise<URL> {
  const app = await playApp(page, new URL(new URL(url).searchParams.get("redirect_uri")!).origin);
  await page.goto(url);
  await act();
  await expect(page.getByRole("heading", { name: "App received the callback" })).toBeVisible();
  await app.stop();
  return app.received()!;
}

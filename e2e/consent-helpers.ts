// Steps of the consent tests: consent is remembered, so a test that needs the consent screen
// first revokes what the user granted before; an app's redirect URI is played by app-callbacks.ts.
import { expect, type Page } from "@playwright/test";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";

/** RFC 9396: one booking of the demo's intro call, once, in a two-hour window. */
export const ONE_BOOKING_DETAILS = JSON.stringify([
  {
    type: "scheduling",
    actions: ["book"],
    event_types: ["demo-event-intro"],
    time_window: { start: "2030-12-02T14:00:00Z", end: "2030-12-02T16:00:00Z" },
    max_uses: 1,
  },
]);

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

/** Follows `url` and returns where the app's redirect URI was called, answering for the app. */
export async function expectCallback(page: Page, url: string, act: () => Promise<void> = async () => {}): Promise<URL> {
  const app = playApp(page, new URL(new URL(url).searchParams.get("redirect_uri")!).origin);
  await page.goto(url);
  await act();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();
  return app.received()!;
}

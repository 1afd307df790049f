// Screenshots for the README (docs/screenshots/*.png): the consent screen, a client's page in the
// developer portal and the admin review queue, at desktop and phone widths. Only with
// SCREENSHOTS=1, so that ordinary runs do not rewrite the files:
//   SCREENSHOTS=1 E2E_PORT=3210 E2E_DATA_DIR=.e2e-data-au NEXT_DIST_DIR=.next-au npx playwright test e2e/readme-screenshots.spec.ts
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn, finishSignUp } from "./helpers";
import { ONE_BOOKING_DETAILS } from "./consent-helpers";

test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to write docs/screenshots");

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const CONSENT = `/auth/oauth2/authorize?${new URLSearchParams({
  client_id: "demo-confidential-app",
  redirect_uri: "http://localhost:8080/callback",
  scope: "PROFILE_READ BOOKING_READ BOOKING_WRITE SCHEDULE_READ TEAM_BOOKING_READ",
  state: "readme",
})}`;

async function newUser(page: Page) {
  const stamp = `${Date.now()}`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Casey Calendar");
  await page.getByLabel("Email").fill(`casey-${stamp}@example.com`);
  await page.getByLabel("Username").fill(`casey${stamp}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

async function shoot(
  browser: Browser,
  file: string,
  signInAs: (page: Page) => Promise<void>,
  path: string,
  ready: (page: Page) => Promise<void>,
) {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, colorScheme: "light" });
    const page = await context.newPage();
    await signInAs(page);
    await page.goto(path);
    await ready(page);
    await page.screenshot({ path: `docs/screenshots/${file}-${viewport.name}.png` });
    await context.close();
  }
}

test("README screenshots: consent, sign-in, the portal, the API reference, the admin queue", async ({ browser }) => {
  await shoot(browser, "consent", newUser, CONSENT, async (page) => {
    await expect(page.getByRole("button", { name: "Allow" })).toBeVisible();
  });
  await shoot(
    browser,
    "portal-client",
    (page) => signIn(page, DEMO.developer),
    "/settings/developer/oauth/demo-confidential-app",
    async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );
  await shoot(
    browser,
    "portal-list",
    (page) => signIn(page, DEMO.developer),
    "/settings/developer/oauth",
    async (page) => {
      await expect(page.getByRole("heading", { name: "OAuth clients" })).toBeVisible();
    },
  );
  await shoot(
    browser,
    "consent-one-booking",
    newUser,
    `${CONSENT}&authorization_details=${encodeURIComponent(ONE_BOOKING_DETAILS)}`,
    async (page) => {
      await expect(page.getByTestId("authorization-detail").first()).toBeVisible();
    },
  );
  await shoot(
    browser,
    "sign-in",
    async () => {},
    "/auth/signin",
    async (page) => {
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    },
  );
  await shoot(
    browser,
    "api-reference",
    async () => {},
    "/docs/api#area-oauth",
    async (page) => {
      await expect(page.getByRole("heading", { name: /reference$/ })).toBeVisible();
      await page
        .locator("article details")
        .first()
        .evaluate((d) => d.setAttribute("open", ""));
    },
  );
  await shoot(
    browser,
    "admin-queue",
    (page) => signIn(page, DEMO.admin),
    "/admin/oauth-clients",
    async (page) => {
      await expect(page.getByRole("heading", { name: "OAuth client review" })).toBeVisible();
    },
  );
});

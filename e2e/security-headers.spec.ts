// Every page carries a nonce-based CSP that Next.js's own scripts satisfy (the pages hydrate and
// work, with no CSP violation), and signing out ends the session on the server: a copy of the
// session cookie taken before stops working.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signOut } from "./helpers";

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test("pages carry a per-request nonce CSP that their scripts carry, and hydrate under it", async ({
  page,
  request,
}) => {
  const first = await request.get("/auth/signin");
  const second = await request.get("/auth/signin");
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(first.headers()["x-frame-options"]).toBe("DENY");
  // Served over http here: no HSTS (a unit test covers https).
  expect(first.headers()["strict-transport-security"]).toBeUndefined();
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  const violations = cspViolations(page);
  await signIn(page, DEMO.developer); // client-side form: works only if the page hydrated
  await page.goto("/settings/apps");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("signing out ends the session server-side: a copied cookie no longer signs in", async ({ browser }) => {
  const original = await browser.newContext();
  const page = await original.newPage();
  await signIn(page, DEMO.user);
  const copied = await browser.newContext({ storageState: await original.storageState() });
  const thief = await copied.newPage();
  await thief.goto("/settings");
  await expect(thief.getByTestId("signed-in-as")).toContainText(DEMO.user.email);

  await signOut(page);
  await thief.goto("/settings");
  await expect(thief).toHaveURL(/\/auth\/signin/);
  await original.close();
  await copied.close();
});

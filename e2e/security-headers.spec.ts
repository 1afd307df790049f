// Every page carries a nonce-based CSP that Next.js's own scripts satisfy (the pages hydrate and
// work, with no CSP violation), the consent screen above all, which may never be framed; and
// signing out ends the session on the server: a copy of the session cookie taken before stops
// working. Signing out is a plain form: it works with scripts off.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, pageAs, signInWithForm, signOut } from "./helpers";
import { newEndUserPage } from "./portal-helpers";

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
  await signInWithForm(page, DEMO.developer); // client-side form: works only if the page hydrated
  await page.goto("/settings/apps");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the consent screen: nonce CSP on every script, never framed, no CSP violation", async ({ browser }) => {
  const page = await newEndUserPage(browser);
  const violations = cspViolations(page);
  const url = `/auth/oauth2/authorize?${new URLSearchParams({
    client_id: "demo-confidential-app",
    redirect_uri: "http://localhost:8080/callback",
    scope: "PROFILE_READ",
    state: "csp",
  })}`;
  const response = (await page.goto(url))!;
  await expect(page.getByRole("button", { name: "Allow" })).toBeVisible();
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("JSON documents skip the page proxy: no nonce policy, yet never framed and never sniffed", async ({ request }) => {
  // The discovery documents and keys every client fetches, the API and the liveness probe.
  const paths = [
    "/.well-known/oauth-authorization-server",
    "/.well-known/openid-configuration",
    "/.well-known/oauth-protected-resource/v2",
    "/.well-known/jwks.json",
    "/v2/me",
    "/healthz",
  ];
  for (const path of paths) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("same-origin");
  }
  // Any other path there is answered by the not-found page, which carries the pages' nonce policy.
  const unknown = await request.get("/.well-known/unknown-document");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
});

test("signing out works without JavaScript", async ({ browser }) => {
  const signedIn = await browser.newContext();
  await signInWithForm(await signedIn.newPage(), DEMO.developer);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
  });
  const page = await context.newPage();
  await page.goto("/settings/apps");
  await expect(page.getByTestId("signed-in-as")).toContainText(DEMO.developer.email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.goto("/settings/apps");
  await expect(page).toHaveURL(/\/auth\/signin/);
  await signedIn.close();
  await context.close();
});

test("signing out ends the session server-side: a copied cookie no longer signs in", async ({ browser }) => {
  const original = await browser.newContext();
  const page = await original.newPage();
  await signInWithForm(page, DEMO.user);
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

test.describe("server actions answer only our own pages", () => {
  const forged = (headers: Record<string, string>) => ({
    headers: { "Next-Action": "0123456789abcdef0123456789abcdef01234567", "Content-Type": "text/plain", ...headers },
    data: "[]",
    maxRedirects: 0,
  });

  test("a server action from a foreign Origin, with Origin null or with none is refused with 403", async ({
    request,
  }) => {
    const origins: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "null" }, {}];
    for (const headers of origins) {
      const response = await request.post("/settings/password", forged(headers));
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain("did not come from one of our pages");
    }
    // The no-JavaScript form: a multipart post to a page.
    const multipart = await request.post("/settings/password", {
      headers: { Origin: "https://evil.example" },
      multipart: { currentPassword: "x", newPassword: "y" },
      maxRedirects: 0,
    });
    expect(multipart.status()).toBe(403);
  });

  test("a server action from our own Origin with a different X-Forwarded-Host gets our 403, not a 500", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const response = await request.post(
      "/settings/password",
      forged({ Origin: origin, "X-Forwarded-Host": "evil.example" }),
    );
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("did not come from one of our pages");
  });

  test("our own forms still work, with JavaScript and without it", async ({ browser }) => {
    const withJs = await pageAs(browser, DEMO.user);
    const wrongPassword = async (page: Page) => {
      await page.goto("/settings/password");
      await page.getByLabel("Current password").fill("wrong-password-here");
      await page.getByLabel(/New password/).fill("another-long-password");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.locator("p[role=alert]")).toContainText("current password is not right");
    };
    await wrongPassword(withJs);
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await withJs.context().storageState(),
    });
    await wrongPassword(await noJs.newPage());
    await noJs.close();
    await withJs.context().close();
  });
});

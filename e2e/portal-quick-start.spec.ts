// The quick start on a client's settings page: endpoints and curl a developer can copy as they
// are, and a "try" link that opens this client's consent screen.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { PORTAL, openTab } from "./portal-helpers";

test("the quick start copies working curl and tries the authorization URL", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await signIn(page, DEMO.developer);
  await page.goto(`${PORTAL}/demo-confidential-app`);
  await openTab(page, "Quick start");
  const quick = page.getByRole("region", { name: "Quick start" });

  await expect(quick.getByText(`${baseURL}/v2/auth/oauth2/token`, { exact: true })).toBeVisible();
  await expect(quick.getByText(`${baseURL}/.well-known/oauth-authorization-server`, { exact: true })).toBeVisible();
  await expect(quick.getByText(`${baseURL}/.well-known/jwks.json`, { exact: true })).toBeVisible();
  await expect(quick.getByRole("link", { name: "Read the API reference" })).toHaveAttribute("href", "/docs/api");

  await quick.getByRole("button", { name: "Copy exchange the code for tokens" }).click();
  await expect(quick.getByRole("button", { name: "Copy exchange the code for tokens" })).toHaveText("Copied");
  const exchange = await page.evaluate(() => navigator.clipboard.readText());
  expect(exchange).toBe(await quick.getByTestId("curl-exchange").textContent());
  expect(exchange).toContain(`curl -X POST '${baseURL}/v2/auth/oauth2/token'`);
  expect(exchange).toContain("-u 'demo-confidential-app:<client_secret>'");
  expect(exchange).toContain("-d grant_type=authorization_code");

  await quick.getByRole("button", { name: "Copy refresh the access token" }).click();
  const refresh = await page.evaluate(() => navigator.clipboard.readText());
  expect(refresh).toContain("-d grant_type=refresh_token");

  // The try link asks for this client's own redirect URI and scopes, and opens its consent screen.
  const tryLink = quick.getByRole("link", { name: "Try this authorization URL" });
  const url = new URL((await tryLink.getAttribute("href"))!);
  expect(url.pathname).toBe("/auth/oauth2/authorize");
  expect(url.searchParams.get("client_id")).toBe("demo-confidential-app");
  expect(url.searchParams.get("state")).toBeTruthy();
  const [consent] = await Promise.all([context.waitForEvent("page"), tryLink.click()]);
  await expect(consent.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
});

test("a public client's try link carries a PKCE challenge for the verifier its curl sends", async ({ page }) => {
  await signIn(page, DEMO.developer);
  await page.goto(`${PORTAL}/demo-public-app/quick-start`);
  const quick = page.getByRole("region", { name: "Quick start" });
  const url = new URL((await quick.getByRole("link", { name: "Try this authorization URL" }).getAttribute("href"))!);
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  const curl = (await quick.getByTestId("curl-exchange").textContent())!;
  const verifier = /code_verifier='([A-Za-z0-9_-]{43})'/.exec(curl)![1];
  const digest = await page.evaluate(async (v) => {
    const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(v)));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  }, verifier);
  expect(url.searchParams.get("code_challenge")).toBe(digest);
  expect(curl).toContain("-d client_id='demo-public-app'");
});

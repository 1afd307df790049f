import { expect, test } from "@playwright/test";

test("the API reference renders without signing in, with each operation's scope", async ({ page, request }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "Scheduling API v2 reference" })).toBeVisible();
  const booking = page.getByTestId("api-operation").filter({ hasText: "/v2/teams/{teamId}/bookings" }).first();
  await expect(booking).toContainText("TEAM_BOOKING_READ or ORG_BOOKING_READ");
  await expect(page.getByTestId("api-operation").filter({ hasText: "/v2/slots" })).toContainText(
    "Public: no token needed.",
  );
  expect(await page.getByTestId("api-operation").count()).toBeGreaterThan(80);

  const doc = await request.get("/v2/openapi.json");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe("3.1.0");
  // Both documents are built once and cached: an ETag, a public lifetime, 304 when unchanged.
  for (const path of ["/docs/api", "/v2/openapi.json"]) {
    const first = await request.get(path);
    const etag = first.headers().etag;
    expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers()["cache-control"], path).toBe("public, max-age=300");
    const again = await request.get(path, { headers: { "if-none-match": etag! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()["cache-control"], path).toBe("public, max-age=300");
  }

  const api = await request.get("/v2/bookings");
  expect(api.status()).toBe(401);
  expect(api.headers()["www-authenticate"]).toMatch(
    /^Bearer resource_metadata="http[^"]+\/\.well-known\/oauth-protected-resource\/v2", scope="BOOKING_READ"$/,
  );
});

test("search finds the revocation operation, and its example switches to Python", async ({ page }) => {
  await page.goto("/docs/api");
  await page.getByLabel("Search operations").fill("revoke");
  const revoke = page.locator("article#postV2AuthOauth2Revoke");
  await expect(revoke).toBeVisible();
  await expect(revoke).toContainText("Client authentication:");
  await expect(page.getByTestId("api-operation").filter({ hasText: "/v2/slots" })).toBeHidden();

  await revoke.getByText("Example request and responses").click();
  await expect(revoke.getByRole("tabpanel")).toContainText("curl -X POST");
  await revoke.getByRole("tab", { name: "Python" }).click();
  await expect(revoke.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
  await expect(revoke.getByRole("tabpanel")).toHaveCount(1);
  await expect(revoke.getByRole("tabpanel")).toContainText("client.revoke_token(");
  // Arrow keys move between the languages, and choose as they go.
  await page.keyboard.press("ArrowLeft");
  await expect(revoke.getByRole("tab", { name: "JavaScript" })).toBeFocused();
  await expect(revoke.getByRole("tabpanel")).toContainText("client.tokenRevocation(config");
});

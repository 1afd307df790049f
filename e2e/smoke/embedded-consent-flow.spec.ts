// The smoke test on the embedded database (PGlite), served by its own production server: the
// whole consent -> token -> /v2/me flow, so the engine `npm start` uses by default is proven end to
// end while the other specs run on PostgreSQL.
import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { EMBEDDED_DATA_DIR } from "../../playwright.config";
import { expectCallback } from "../consent-helpers";
import { DEMO, signInWithForm } from "../helpers";

const APP = {
  client_id: "demo-confidential-app",
  client_secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect_uri: "http://localhost:8080/callback",
};

test("consent, code exchange and /v2/me on the embedded database", async ({ page, request }) => {
  // The server of this project keeps its embedded database in its own data folder.
  expect(existsSync(`${EMBEDDED_DATA_DIR}/pglite/PG_VERSION`)).toBe(true);

  await signInWithForm(page, DEMO.user);
  const state = "smoke-embedded";
  const authorize = `/auth/oauth2/authorize?${new URLSearchParams({
    client_id: APP.client_id,
    redirect_uri: APP.redirect_uri,
    scope: "PROFILE_READ",
    state,
  })}`;
  const callback = await expectCallback(page, new URL(authorize, page.url()).toString(), async () => {
    await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
    await page.getByRole("button", { name: "Allow" }).click();
  });
  expect(callback.searchParams.get("state")).toBe(state);

  const token = await request.post("/v2/auth/oauth2/token", {
    form: { grant_type: "authorization_code", code: callback.searchParams.get("code")!, ...APP },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken, scope } = await token.json();
  expect(scope).toBe("PROFILE_READ");

  const me = await request.get("/v2/me", { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ status: "success", data: { email: DEMO.user.email } });
});

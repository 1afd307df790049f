// Pushed authorization requests (RFC 9126) as a real application lives them: oauth4webapi pushes
// the request, and a signed-out person in Chromium opens client_id + request_uri, signs in, sees
// the consent screen for exactly the pushed request, and allows it; the app exchanges the code and
// calls the API. The request_uri is used up at the first hit, so this proves the pushed request
// survives the sign-in and consent round trip, and that opening the link again is refused.
import { expect, test } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { DEMO } from "./helpers";

const PUBLIC = { id: "demo-public-app", redirect: "http://127.0.0.1:8080/callback" };
const insecure = { [oauth.allowInsecureRequests]: true } as const;

test("oauth4webapi pushes; sign-in, consent, code, /v2/me; the request_uri works once", async ({ page, baseURL }) => {
  const issuer = new URL(baseURL!);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure }),
  );
  expect(as.pushed_authorization_request_endpoint).toBe(new URL("/v2/auth/oauth2/par", baseURL).toString());
  const client: oauth.Client = { client_id: PUBLIC.id };
  const auth = oauth.None();
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const pushed = await oauth.processPushedAuthorizationResponse(
    as,
    client,
    await oauth.pushedAuthorizationRequest(
      as,
      client,
      auth,
      {
        redirect_uri: PUBLIC.redirect,
        response_type: "code",
        scope: "PROFILE_READ SCHEDULE_READ",
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
      },
      insecure,
    ),
  );
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({ client_id: PUBLIC.id, request_uri: pushed.request_uri }).toString();

  // Signed out: the sign-in page first, then back to the pushed request.
  const app = playApp(page, new URL(PUBLIC.redirect).origin);
  await page.goto(url.toString());
  await page.getByLabel("Email").fill(DEMO.user.email);
  await page.getByLabel("Password").fill(DEMO.user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /wants to access your account/ })).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("View profile");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  app.stop();

  const params = oauth.validateAuthResponse(as, client, app.received()!, state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, PUBLIC.redirect, verifier, insecure),
  );
  expect(tokens.scope?.split(" ").sort()).toEqual(["PROFILE_READ", "SCHEDULE_READ"]);
  const me = await oauth.protectedResourceRequest(
    tokens.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    insecure,
  );
  expect(me.status).toBe(200);

  // The request_uri was used at the first hit: opening the link again shows the error page.
  const again = await page.goto(url.toString());
  expect(again?.status()).toBe(400);
  await expect(page.getByText("This sign-in link has already been used or has expired.")).toBeVisible();
});

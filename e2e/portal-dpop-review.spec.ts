// "DPoP required" (RFC 9449 s5.2) on an approved app goes through review like a scope change: the
// owner's choice waits while bearer tokens still work; the administrator sees the setting before
// and after and approves; from then on the token endpoint refuses the app without a DPoP proof,
// and an unmodified client library (oauth4webapi) with DPoP gets bound tokens and calls the API.
import { expect, test } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { DEMO, pageAs } from "./helpers";
import {
  PORTAL,
  allowAsEndUser,
  discover,
  insecure,
  newEndUserPage,
  openTab,
  registerConfidentialClient,
} from "./portal-helpers";

const QUEUE = "/admin/oauth-clients";

test("DPoP required waits for review, then the app must bind its tokens", async ({ browser, baseURL }) => {
  const name = `E2E DPoP App ${Date.now()}`;
  const redirectUri = "http://localhost:8095/callback";
  const developer = await pageAs(browser, DEMO.developer);
  const admin = await pageAs(browser, DEMO.admin);
  const { clientId, secret } = await registerConfidentialClient(developer, name, redirectUri, ["PROFILE_READ"]);
  await admin.goto(`${QUEUE}/${clientId}`);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");

  // The owner asks for DPoP required: it waits for review.
  await developer.goto(`${PORTAL}/${clientId}`);
  await openTab(developer, "Details");
  const binding = developer.getByRole("region", { name: "Token binding (DPoP)" });
  await expect(binding.getByRole("radio", { name: /Bearer or DPoP/ })).toBeChecked();
  await binding.getByRole("radio", { name: /DPoP required/ }).check();
  await binding.getByRole("button", { name: "Save token binding" }).click();
  await expect(binding.getByText("Token binding sent for review", { exact: false })).toBeVisible();
  await expect(binding.getByText("Waiting for review: DPoP required.")).toBeVisible();

  // The administrator sees it in the queue and on the review page, and approves.
  await admin.goto(QUEUE);
  const row = admin.getByTestId("queue-row").filter({ hasText: name });
  await expect(row).toContainText("Token binding: DPoP required");
  await admin.goto(`${QUEUE}/${clientId}`);
  const pending = admin.getByRole("region", { name: "Pending change" });
  await expect(pending).toContainText("Token binding (DPoP)");
  await pending.getByRole("button", { name: "Approve change" }).click();
  await expect(pending).toHaveCount(0);

  // Now a token request without a proof is refused; oauth4webapi with DPoP gets bound tokens.
  const as = await discover(baseURL!);
  const app: oauth.Client = { client_id: clientId };
  const endUser = await newEndUserPage(browser);
  const exchange = async (DPoP?: oauth.DPoPHandle) => {
    const state = oauth.generateRandomState();
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: "PROFILE_READ",
      state,
      response_type: "code",
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    }).toString();
    const params = oauth.validateAuthResponse(as, app, await allowAsEndUser(endUser, url.toString()), state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      app,
      oauth.ClientSecretPost(secret),
      params,
      redirectUri,
      verifier,
      { ...insecure, ...(DPoP ? { DPoP } : {}) },
    );
    return oauth.processAuthorizationCodeResponse(as, app, response);
  };
  await expect(exchange()).rejects.toMatchObject({ error: "invalid_dpop_proof" });
  const DPoP = oauth.DPoP(app, await oauth.generateKeyPair("ES256"));
  const tokens = await exchange(DPoP);
  expect(tokens.token_type).toBe("dpop");
  const me = await oauth.protectedResourceRequest(
    tokens.access_token,
    "GET",
    new URL("/v2/me", baseURL),
    undefined,
    undefined,
    { ...insecure, DPoP },
  );
  expect(me.status).toBe(200);
  for (const p of [developer, admin, endUser]) await p.context().close();
});

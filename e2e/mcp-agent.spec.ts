// An AI agent connects with nothing configured but the API's URL, through the Model Context
// Protocol TypeScript SDK's own authorization (`auth()`, unmodified): from a bare 401 of /v2/me it
// discovers us (RFC 9728, RFC 8414), names itself by the URL of a Client ID Metadata Document this
// test serves on loopback, waits for an administrator's approval, completes the code flow with PKCE
// and `resource` (RFC 8707), calls the API, and steps up when an operation needs another scope.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { type OAuthClientProvider, auth, extractWWWAuthenticateParams } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CALLBACK_HEADING, playApp } from "./app-callbacks";
import { DEMO, pageAs, finishSignUp } from "./helpers";

// The agent's local listener, played by the loopback listener of app-callbacks.ts.
const CALLBACK = "http://127.0.0.1:8181/callback";
const AGENT = "E2E Scheduling Agent";

let documents: Server;
let documentUrl = "";

test.beforeAll(async () => {
  documents = createServer({
    cert: readFileSync("e2e/fixtures/loopback-tls-cert.pem"),
    key: readFileSync("e2e/fixtures/loopback-tls-key.pem"),
  });
  await new Promise<void>((resolve) => documents.listen(0, "127.0.0.1", resolve));
  documentUrl = `https://127.0.0.1:${(documents.address() as AddressInfo).port}/agent/client.json`;
  const body = JSON.stringify({
    client_id: documentUrl,
    client_name: AGENT,
    redirect_uris: [CALLBACK],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: "PROFILE_READ BOOKING_READ",
  });
  documents.on("request", (req, res) =>
    req.url === "/agent/client.json"
      ? res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=60" }).end(body)
      : res.writeHead(404).end(),
  );
});
test.afterAll(async () => {
  documents.closeAllConnections();
  await new Promise((resolve) => documents.close(resolve));
});

/** The agent's side of the SDK contract: where it keeps what auth() hands it. */
class AgentProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  private info: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = "";
  constructor(readonly clientMetadataUrl: string) {}
  get redirectUrl() {
    return CALLBACK;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: AGENT, redirect_uris: [CALLBACK], token_endpoint_auth_method: "none" };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery") {
    if (scope === "all" || scope === "tokens") this.saved = undefined;
    if (scope === "all" || scope === "client") this.info = undefined;
  }
}

/** A fresh end user, so this agent's grants show up in no other spec's "Authorized apps". */
async function newEndUser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stamp = Date.now();
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Ari Agent-User");
  await page.getByLabel("Email").fill(`ari-${stamp}@example.com`);
  await page.getByLabel("Username").fill(`ari${stamp}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(`ari-${stamp}@example.com`);
  return page;
}

/** The user allows on the consent screen; returns the code the agent's callback receives. */
async function allow(page: Page, url: URL): Promise<string> {
  const agent = playApp(page, new URL(CALLBACK).origin);
  await page.goto(url.href);
  await expect(page.getByTestId("consent-metadata-host")).toContainText(new URL(documentUrl).host);
  await expect(page.getByTestId("consent-local-only")).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: CALLBACK_HEADING })).toBeVisible();
  agent.stop();
  return agent.received()!.searchParams.get("code")!;
}

const bearer = (provider: AgentProvider) => ({ authorization: `Bearer ${provider.tokens()!.access_token}` });

test("an MCP agent finds us from a bare 401, registers by URL, waits for approval, and steps up its scopes", async ({
  browser,
  baseURL,
}) => {
  const me = new URL("/v2/me", baseURL);
  const bare = await fetch(me);
  expect(bare.status).toBe(401);
  const challenge = extractWWWAuthenticateParams(bare);
  expect(challenge.resourceMetadataUrl?.href).toBe(new URL("/.well-known/oauth-protected-resource/v2", baseURL).href);
  expect(challenge.scope).toBe("PROFILE_READ");

  const provider = new AgentProvider(documentUrl);
  const discovered = { serverUrl: me, resourceMetadataUrl: challenge.resourceMetadataUrl, scope: challenge.scope };
  expect(await auth(provider, discovered)).toBe("REDIRECT");
  const first = provider.authorizationUrl!;
  expect(first.searchParams.get("client_id")).toBe(documentUrl);
  expect(first.searchParams.get("resource")).toBe(new URL("/v2", baseURL).href);
  expect(first.searchParams.get("code_challenge_method")).toBe("S256");

  // On first sight the app registered itself and waits for review: the user is told so.
  const user = await newEndUser(browser);
  await user.goto(first.href);
  await expect(user.getByTestId("authorize-error-message")).toContainText("pending review");

  // The administrator finds it in the queue, sees where its document lives, keeps its scopes, approves.
  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto("/admin/oauth-clients");
  await admin.getByRole("link", { name: `Review ${AGENT}` }).click();
  await expect(admin.getByTestId("metadata-document-host")).toHaveText(new URL(documentUrl).host);
  await expect(admin.getByTestId("metadata-document")).toContainText(CALLBACK);
  await expect(admin.getByTestId("scope-choice")).toContainText("BOOKING_READ");
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Client approved.");

  // Now the code flow completes, and the token calls the API.
  const code = await allow(user, first);
  expect(await auth(provider, { ...discovered, authorizationCode: code })).toBe("AUTHORIZED");
  expect((await fetch(me, { headers: bearer(provider) })).status).toBe(200);

  // Another operation needs another scope: one 403 names every scope it takes, and the SDK steps up.
  const bookings = new URL("/v2/bookings", baseURL);
  const refused = await fetch(bookings, { headers: bearer(provider) });
  expect(refused.status).toBe(403);
  const stepUp = extractWWWAuthenticateParams(refused);
  expect(stepUp.error).toBe("insufficient_scope");
  expect(stepUp.scope?.split(" ").sort()).toEqual(["BOOKING_READ", "PROFILE_READ"]);
  // While it holds a refresh token auth() refreshes (same scopes); an agent stepping up asks anew.
  provider.invalidateCredentials("tokens");
  const upscoped = { serverUrl: bookings, resourceMetadataUrl: stepUp.resourceMetadataUrl, scope: stepUp.scope };
  expect(await auth(provider, upscoped)).toBe("REDIRECT");
  const second = await allow(user, provider.authorizationUrl!);
  expect(await auth(provider, { ...upscoped, authorizationCode: second })).toBe("AUTHORIZED");
  expect(provider.tokens()!.scope?.split(" ").sort()).toEqual(["BOOKING_READ", "PROFILE_READ"]);
  expect((await fetch(bookings, { headers: bearer(provider) })).status).toBe(200);
  expect((await fetch(me, { headers: bearer(provider) })).status).toBe(200);
});

// The OAuth steps as a client library writes them: openid-client in JavaScript, Authlib in Python.
// The API reference shows them beside the plain HTTP examples, and a client's Quick start for its
// own client; both fill them from the same places and client (example-values.ts).
import type { ExampleClient } from "./example-values";
import { PASTE } from "./example-values";
import { OAUTH_PATHS, type OAuthStep } from "./oauth-paths";

export interface OAuthPlaces {
  /** The authorization server's issuer (AUTH_URL): discovery starts there. */
  readonly issuer: string;
  /** Where the token, revocation, introspection and UserInfo endpoints are (BASE_URL). */
  readonly apiUrl: string;
  readonly client: ExampleClient;
}

const js = JSON.stringify;
/** A Python string literal: JSON's escapes are Python's too. */
const py = JSON.stringify;

const insecure = (url: string) => url.startsWith("http:");

function openIdClientConfig({ issuer, client }: OAuthPlaces): string {
  const args = [
    `new URL(${js(issuer)})`,
    js(client.id),
    ...(client.secret === null ? ["undefined", "client.None()"] : [js(client.secret)]),
  ];
  if (insecure(issuer) && client.secret !== null) args.push("undefined");
  const lines = args.map((a) => `  ${a},`);
  if (insecure(issuer))
    lines.push("  { execute: [client.allowInsecureRequests] }, // http: for local development only");
  return `import * as client from "openid-client";

const config = await client.discovery(
${lines.join("\n")}
);`;
}

/** One step of the reader's flow in openid-client; `had` names the steps shown before it. */
function openIdClientStep(step: OAuthStep, { client }: OAuthPlaces, had: ReadonlySet<OAuthStep>): string {
  const refreshToken = had.has("exchange") ? "tokens.refresh_token" : js(PASTE.refreshToken);
  const authorizationParams = `{
  redirect_uri: ${js(client.redirectUri)},
  scope: ${js(client.scope)},
  code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
  code_challenge_method: "S256",
  state,
}`;
  switch (step) {
    case "discovery":
      return "console.log(config.serverMetadata());";
    case "authorize":
      return `const codeVerifier = client.randomPKCECodeVerifier();
const state = client.randomState();
const authorizationUrl = client.buildAuthorizationUrl(config, ${authorizationParams});
// Send the user's browser to authorizationUrl; keep codeVerifier and state for the callback.`;
    case "par":
      return `const codeVerifier = client.randomPKCECodeVerifier();
const state = client.randomState();
// Pushed first (RFC 9126): the URL carries only client_id and request_uri.
const authorizationUrl = await client.buildAuthorizationUrlWithPAR(config, ${authorizationParams});`;
    case "exchange":
      return `${had.has("authorize") || had.has("par") ? "" : "// codeVerifier and state: kept from the authorization request.\n"}// callbackUrl: the URL the browser came back to (with code, state and iss).
// DPoP: pass { DPoP: client.getDPoPHandle(config, await client.randomDPoPKeyPair()) } as the options.
const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
  pkceCodeVerifier: codeVerifier,
  expectedState: state,
});
console.log(tokens.access_token, tokens.expires_in);`;
    case "refresh":
      return `// Every refresh answers a new refresh token: store it, the one sent is spent.
const refreshed = await client.refreshTokenGrant(config, ${refreshToken});`;
    case "revoke":
      return `// Ends the whole grant: its access and refresh tokens.
await client.tokenRevocation(config, ${js(PASTE.accessToken)});`;
    case "introspect":
      return `const introspection = await client.tokenIntrospection(config, ${js(PASTE.accessToken)});
console.log(introspection.active, introspection.scope);`;
    case "userinfo":
      return `const claims = await client.fetchUserInfo(config, ${js(PASTE.accessToken)}, client.skipSubjectCheck);
console.log(claims.sub, claims.email);`;
    case "logout":
      return `const endSessionUrl = client.buildEndSessionUrl(config, {
  id_token_hint: ${js(PASTE.idToken)},
  post_logout_redirect_uri: ${js(client.postLogoutRedirectUri)},
  state: "abc123",
});
// Send the user's browser to endSessionUrl.`;
  }
}

/** The steps in openid-client, from discovery on. */
export function openIdClientSnippet(steps: readonly OAuthStep[], places: OAuthPlaces): string {
  const had = new Set<OAuthStep>();
  const parts = [openIdClientConfig(places)];
  for (const step of steps) {
    parts.push(openIdClientStep(step, places, had));
    had.add(step);
  }
  return parts.join("\n\n");
}

/** The steps Authlib's requests client has a method for; the others are plain requests. */
const AUTHLIB_STEPS: ReadonlySet<OAuthStep> = new Set([
  "authorize",
  "exchange",
  "refresh",
  "revoke",
  "introspect",
  "userinfo",
]);

export const hasAuthlibSnippet = (steps: readonly OAuthStep[]) =>
  steps.length > 0 && steps.every((s) => AUTHLIB_STEPS.has(s));

function authlibSession({ issuer, client }: OAuthPlaces): string {
  const args = [
    py(client.id),
    ...(client.secret === null ? ['token_endpoint_auth_method="none"'] : [py(client.secret)]),
    `scope=${py(client.scope)}`,
    `redirect_uri=${py(client.redirectUri)}`,
    'code_challenge_method="S256"',
  ];
  const local = insecure(issuer)
    ? 'import os\n\nos.environ["AUTHLIB_INSECURE_TRANSPORT"] = "1"  # http: for local development only\n\n'
    : "";
  return `${local}from authlib.integrations.requests_client import OAuth2Session

client = OAuth2Session(
${args.map((a) => `    ${a},`).join("\n")}
)`;
}

function authlibStep(step: OAuthStep, { issuer, apiUrl }: OAuthPlaces, had: ReadonlySet<OAuthStep>): string {
  const at = (path: string) => py(`${path.startsWith("/auth/") ? issuer : apiUrl}${path}`);
  const refreshToken = had.has("exchange") ? 'token["refresh_token"]' : py(PASTE.refreshToken);
  switch (step) {
    case "authorize":
      return `from authlib.common.security import generate_token

code_verifier = generate_token(48)
uri, state = client.create_authorization_url(${at(OAUTH_PATHS.authorize)}, code_verifier=code_verifier)
# Send the user's browser to uri; keep state and code_verifier for the callback.`;
    case "exchange":
      return `${had.has("authorize") ? "" : "# code_verifier: kept from the authorization request.\n"}# callback_url: the URL the browser came back to (with code, state and iss).
token = client.fetch_token(
    ${at(OAUTH_PATHS.token)},
    authorization_response=callback_url,
    code_verifier=code_verifier,
)
print(token["access_token"], token["expires_in"])`;
    case "refresh":
      return `# Every refresh answers a new refresh token: store it, the one sent is spent.
token = client.refresh_token(${at(OAUTH_PATHS.token)}, refresh_token=${refreshToken})`;
    case "revoke":
      return `# Ends the whole grant: its access and refresh tokens.
client.revoke_token(${at(OAUTH_PATHS.revoke)}, ${py(PASTE.accessToken)})`;
    case "introspect":
      return `print(client.introspect_token(${at(OAUTH_PATHS.introspect)}, ${py(PASTE.accessToken)}).json())`;
    case "userinfo":
      return `${had.has("exchange") ? "" : `client.token = {"access_token": ${py(PASTE.accessToken)}, "token_type": "Bearer"}\n`}print(client.get(${at(OAUTH_PATHS.userinfo)}).json())`;
    default:
      return "";
  }
}

/** The steps with Authlib (each must have an Authlib method: hasAuthlibSnippet). */
export function authlibSnippet(steps: readonly OAuthStep[], places: OAuthPlaces): string {
  const had = new Set<OAuthStep>();
  const parts = [authlibSession(places)];
  for (const step of steps) {
    parts.push(authlibStep(step, places, had));
    had.add(step);
  }
  return parts.filter(Boolean).join("\n\n");
}

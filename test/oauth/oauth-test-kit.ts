// Drives the real authorization flow (validation, consent, code issue) and the real route
// handlers against the test database, the way a browser and an application would.
import { createHash, randomBytes } from "node:crypto";
import { expect } from "vitest";
import { GET as meGET } from "@/app/v2/me/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { DEMO_CLIENTS, DEMO_USERS } from "@/lib/db/demo-data";
import { findUserCredentials, type UserRecord } from "@/lib/db/users";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { prepareAuthorization, type PreparedAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { authorizeEndpointDeps } from "@/lib/server/roots/oauth";
import { authorizeErrorMessage } from "@/lib/ui-words/authorize";

export const CONF = DEMO_CLIENTS.confidential;
export const PUB = DEMO_CLIENTS.public;
export const LEGACY = DEMO_CLIENTS.legacy;

export async function demoUser(key: keyof typeof DEMO_USERS = "user"): Promise<UserRecord> {
  const u = await findUserCredentials(DEMO_USERS[key].email);
  if (!u) throw new Error("seed first");
  return u;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** What the authorization page does for this query and user (null: signed out). */
export async function authorizePage(
  query: URLSearchParams | Record<string, string>,
  user: UserRecord | null,
): Promise<PreparedAuthorization> {
  return prepareAuthorization(await authorizeEndpointDeps(), new URLSearchParams(query), user?.id ?? null);
}

/** The sentence the error page shows for an outcome, as the page words it. */
export function errorPageMessage(outcome: PreparedAuthorization): string | null {
  return outcome.kind === "error-page" ? authorizeErrorMessage(outcome.reason, outcome.client?.status) : null;
}

/**
 * Runs the authorization request and clicks Allow; returns the code from the redirect. Consent is
 * remembered, so when the user already granted every scope the code comes without the screen.
 */
export async function authorizeAndAllow(
  query: Record<string, string>,
  user: UserRecord,
): Promise<{ code: string; location: URL }> {
  const outcome = await authorizePage(query, user);
  if (outcome.kind !== "consent" && outcome.kind !== "redirect")
    throw new Error(`expected consent, got ${JSON.stringify(outcome)}`);
  let redirectTo = outcome.kind === "redirect" ? outcome.location : null;
  if (outcome.kind === "consent") {
    const form = { request: outcome.formRequest, csrf: outcome.csrf, decision: "allow" };
    const decided = await decideConsent(await authorizeEndpointDeps(), form, user.id);
    if (decided.kind !== "redirect") throw new Error(`expected a redirect, got ${JSON.stringify(decided)}`);
    redirectTo = decided.location;
  }
  const location = new URL(redirectTo!);
  const code = location.searchParams.get("code");
  expect(code).toBeTruthy();
  return { code: code!, location };
}

export function tokenRequest(
  body: Record<string, string> | string,
  init: { json?: boolean; headers?: Record<string, string> } = {},
) {
  const isString = typeof body === "string";
  const headers = {
    "content-type": init.json ? "application/json" : "application/x-www-form-urlencoded",
    ...init.headers,
  };
  const payload = isString ? body : init.json ? JSON.stringify(body) : new URLSearchParams(body).toString();
  return tokenPOST(
    new Request("http://localhost:3000/v2/auth/oauth2/token", { method: "POST", headers, body: payload }),
  );
}

export async function exchange(
  code: string,
  extra: Record<string, string> = {},
  client: { clientId: string; secret?: string; redirect?: string } = { clientId: CONF.clientId, secret: CONF.secret },
) {
  return tokenRequest({
    grant_type: "authorization_code",
    code,
    redirect_uri: client.redirect ?? CONF.redirectUris[0],
    client_id: client.clientId,
    ...(client.secret ? { client_secret: client.secret } : {}),
    ...extra,
  });
}

export function refresh(
  refreshToken: string,
  client: { clientId: string; secret?: string } = { clientId: CONF.clientId, secret: CONF.secret },
) {
  return tokenRequest({
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: client.clientId,
    ...(client.secret ? { client_secret: client.secret } : {}),
  });
}

export function me(accessToken: string | null, header?: string) {
  const headers: Record<string, string> = {};
  if (header !== undefined) headers.authorization = header;
  else if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
  return meGET(new Request("http://localhost:3000/v2/me", { headers }));
}

export const confQuery = (extra: Record<string, string> = {}) => ({
  client_id: CONF.clientId,
  redirect_uri: CONF.redirectUris[0],
  scope: "PROFILE_READ BOOKING_READ",
  state: "xyz-state",
  ...extra,
});

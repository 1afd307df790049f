// What the authorization endpoint does with a request, shared by the page (GET) and the consent
// form (POST), which re-validates everything because the client, its scopes or its status may
// have changed while the user was reading.
import { findAuthorizeClient, type ConsentClient } from "@/lib/db/oauth/find-authorize-client";
import { recordAuthorizationRequest } from "@/lib/db/oauth/record-authorization-request";
import type { UserRecord } from "@/lib/db/users";
import { clientUnavailableMessage } from "@/lib/review/wording";
import { issueAuthorizationCode } from "@/lib/oauth/authorization-code";
import {
  authorizeClientIdOf,
  buildRedirect,
  errorRedirectLocation,
  validateAuthorizeRequest,
  type ValidAuthorizeRequest,
} from "@/lib/oauth/authorize-request";
import { issuer, oauthStore, systemRandomBytes } from "./oauth";

export type AuthorizeOutcome =
  | { kind: "error-page"; reason: string; message: string; client: ConsentClient | null }
  | { kind: "redirect"; location: string }
  | { kind: "sign-in" }
  | { kind: "consent"; client: ConsentClient; request: ValidAuthorizeRequest; user: UserRecord };

/** Query parameters as the page receives them, keeping repeated parameters repeated. */
export function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/** Like the validator: a `scope` of only separators names nothing. */
function namesAScope(params: URLSearchParams): boolean {
  return params.getAll("scope").some((value) => /[^\s,]/.test(value));
}

export async function evaluateAuthorizeRequest(
  params: URLSearchParams,
  user: UserRecord | null,
  options: { record: boolean },
): Promise<AuthorizeOutcome> {
  const clientId = authorizeClientIdOf(params);
  const client = clientId ? await findAuthorizeClient(clientId) : null;
  const result = validateAuthorizeRequest(params, client);
  // Past the redirect URI check the request is the client's own: count it for the migration wizard.
  // Only a signed-in user's requests count, so anonymous traffic cannot grow the table or skew
  // the wizard (a signed-out visit is counted when the user comes back from sign-in).
  const clientKnown = client !== null && (result.kind !== "error-page" || result.reason === "scope_required");
  const record = () =>
    options.record && clientKnown && user !== null ? recordAuthorizationRequest({ clientInternalId: client.id, withScope: namesAScope(params) }) : undefined;

  if (result.kind === "error-page") {
    await record();
    // Say whether the app is still waiting for review or has been stopped (issue 5).
    const message = result.reason === "client_not_approved" && client ? clientUnavailableMessage(client.status) : result.message;
    return { kind: "error-page", reason: result.reason, message, client };
  }
  if (result.kind === "error-redirect") {
    await record();
    return { kind: "redirect", location: errorRedirectLocation(result, issuer()) };
  }
  if (!user) return { kind: "sign-in" };
  await record();
  return { kind: "consent", client: client!, request: result.request, user };
}

export function denyLocation(request: ValidAuthorizeRequest): string {
  return buildRedirect(request.redirectUri, {
    error: "access_denied",
    error_description: "The user denied the request",
    state: request.state,
    iss: issuer(),
  });
}

/** Issues a single-use code (stored hashed) and returns where to send the browser. */
export async function allowLocation(request: ValidAuthorizeRequest, userId: string): Promise<string> {
  const issued = issueAuthorizationCode(
    { randomBytes: systemRandomBytes, now: new Date() },
    {
      clientId: request.clientId,
      userId,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      legacyUnrestricted: request.legacyUnrestricted,
      codeChallenge: request.codeChallenge,
    },
  );
  await (await oauthStore()).saveAuthorizationCode(issued.record);
  return buildRedirect(request.redirectUri, { code: issued.code, state: request.state, iss: issuer() });
}

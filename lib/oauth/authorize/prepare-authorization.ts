// GET /auth/oauth2/authorize as a use case (RFC 6749 s4.1.1, spec s4.1): validate, look the
// client up, count the traffic, and decide between an error page, an error redirect, sign-in and
// the consent screen (with a single-use form token); with remembered consent, a request whose
// scopes the user already granted a confidential client gets its code at once.
import type { Scope } from "../scope-catalogue";
import type { AuthorizeErrorPageReason, ValidAuthorizeRequest } from "../authorize-request";
import type { AuthorizeClientRecord } from "../ports";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";
import { allowRedirect } from "./authorization-redirect";
import { namesAScope } from "./authorize-query";
import { consentNeeded, type ConsentNeed } from "./consent-needed";
import { createConsentToken } from "./consent-token";
import { clientOwningRequest, evaluateAuthorizeRequest } from "./evaluate-authorize-request";
import { buildRedirect } from "../authorize-request";
import { LOGIN_MARK_PARAM } from "../oidc/login-mark";
import { type CurrentSignIn, signInRequirement } from "../oidc/sign-in-requirement";
import { openPushedRequest } from "../par/open-pushed-request";

export type PreparedAuthorization =
  | { kind: "error-page"; reason: AuthorizeErrorPageReason; client: AuthorizeClientRecord | null }
  /** An error for the client, or (remembered consent) the code. */
  | { kind: "redirect"; location: string }
  /**
   * To the sign-in page, then back to `returnTo` (the request, with a login mark when a fresh
   * sign-in was demanded; a pushed request's parameters, as its request_uri is used up). `fresh`: the form even for a signed-in user (prompt=login, max_age).
   */
  | { kind: "sign-in"; returnTo?: string; fresh?: boolean; loginHint?: string }
  | {
      kind: "consent";
      client: AuthorizeClientRecord;
      request: ValidAuthorizeRequest;
      /** The request as the form posts it back; the csrf token is bound to exactly this. */
      formRequest: string;
      csrf: string;
      /** The requested scopes the user has not granted this client yet (all of them unless consent is remembered). */
      newScopes: Scope[];
    };

export async function prepareAuthorization(
  deps: AuthorizeEndpointDeps,
  query: URLSearchParams,
  userId: string | null,
  /** The session's sign-in (auth_time, sid); without it a signed-in user counts as signed in now. */
  signIn?: CurrentSignIn | null,
): Promise<PreparedAuthorization> {
  // A pushed request is used up here, once: from now on the flow carries its parameters (marked).
  const opened = await openPushedRequest(deps, query);
  if (opened.kind === "refused") return { kind: "error-page", reason: opened.reason, client: null };
  const params = opened.kind === "opened" ? opened.params : query;
  const evaluation = await evaluateAuthorizeRequest(params, deps);
  // Only a signed-in user's requests count, so anonymous traffic cannot grow the table or skew
  // the wizard (a signed-out visit is counted when the user comes back from sign-in).
  const owner = clientOwningRequest(evaluation);
  if (userId !== null && owner !== null)
    await deps.store.recordAuthorizationRequest(owner.clientId, namesAScope(params), deps.now);
  if (evaluation.kind === "error-page") return evaluation;
  if (evaluation.kind === "redirect") return { kind: "redirect", location: evaluation.location };

  const { client, request, authentication } = evaluation;
  const current = userId === null ? null : (signIn ?? { userId, email: "", authTime: deps.now, sid: null });
  const requirement = signInRequirement({
    clientId: client.clientId,
    authentication,
    signIn: current,
    presentedMark: params.get(LOGIN_MARK_PARAM) ?? undefined,
    markKey: deps.consentTokenKey,
    now: deps.now,
  });
  const refuse = (error: string, description: string) =>
    buildRedirect(request.redirectUri, {
      error,
      error_description: description,
      state: request.state,
      iss: deps.issuer,
    });
  if (requirement.kind === "refused")
    return { kind: "redirect", location: refuse(requirement.error, requirement.description) };
  if (requirement.kind === "sign-in" || current === null) {
    const mark = requirement.kind === "sign-in" ? requirement.loginMark : undefined;
    const back = new URLSearchParams(params);
    if (mark) back.set(LOGIN_MARK_PARAM, mark);
    return {
      kind: "sign-in",
      // The request_uri is used up: coming back from sign-in must bring the pushed parameters.
      ...(mark || opened.kind === "opened" ? { returnTo: back.toString() } : {}),
      ...(requirement.kind === "sign-in" && requirement.fresh ? { fresh: true } : {}),
      ...(authentication.loginHint !== undefined ? { loginHint: authentication.loginHint } : {}),
    };
  }

  const session = { authTime: current.authTime, sid: current.sid };
  // prompt=consent: the screen, even when every scope was granted before.
  const need: ConsentNeed =
    deps.rememberConsent && !authentication.prompt.has("consent")
      ? consentNeeded(client, request, await deps.store.findGrantedScopes(client.clientId, current.userId))
      : { kind: "ask", newScopes: [...request.scopes] };
  if (need.kind === "already-granted")
    return { kind: "redirect", location: await allowRedirect(deps, request, current.userId, session) };
  // prompt=none never shows a page (OpenID Connect Core s3.1.2.6).
  if (authentication.prompt.has("none"))
    return { kind: "redirect", location: refuse("consent_required", "the user has not consented to this request") };

  const formRequest = params.toString();
  const form = createConsentToken(deps.consentTokenKey, deps.randomBytes, current.userId, formRequest, deps.now);
  await deps.store.saveConsentTicket(form.ticket, deps.now);
  return { kind: "consent", client, request, formRequest, csrf: form.token, newScopes: need.newScopes };
}

// GET /auth/oauth2/authorize as a use case (RFC 6749 s4.1.1, spec s4.1): validate, look the
// client up, count the traffic, and decide between an error page, an error redirect, sign-in and
// the consent screen (with a single-use form token); with remembered consent, a request whose
// scopes the user already granted gets its code at once.
import type { Scope } from "../scope-catalogue";
import type { AuthorizeErrorPageReason, ValidAuthorizeRequest } from "../authorize-request";
import type { AuthorizeClientRecord } from "../ports";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";
import { allowRedirect } from "./authorization-redirect";
import { namesAScope } from "./authorize-query";
import { consentNeeded, type ConsentNeed } from "./consent-needed";
import { createConsentToken } from "./consent-token";
import { clientOwningRequest, evaluateAuthorizeRequest } from "./evaluate-authorize-request";

export type PreparedAuthorization =
  | { kind: "error-page"; reason: AuthorizeErrorPageReason; client: AuthorizeClientRecord | null }
  /** An error for the client, or (remembered consent) the code. */
  | { kind: "redirect"; location: string }
  | { kind: "sign-in" }
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
  params: URLSearchParams,
  userId: string | null,
): Promise<PreparedAuthorization> {
  const evaluation = await evaluateAuthorizeRequest(params, deps);
  // Only a signed-in user's requests count, so anonymous traffic cannot grow the table or skew
  // the wizard (a signed-out visit is counted when the user comes back from sign-in).
  const owner = clientOwningRequest(evaluation);
  if (userId !== null && owner !== null)
    await deps.store.recordAuthorizationRequest(owner.clientId, namesAScope(params), deps.now);
  if (evaluation.kind === "error-page") return evaluation;
  if (evaluation.kind === "redirect") return { kind: "redirect", location: evaluation.location };
  if (userId === null) return { kind: "sign-in" };

  const { client, request } = evaluation;
  const need: ConsentNeed = deps.rememberConsent
    ? consentNeeded(request, await deps.store.findGrantedScopes(client.clientId, userId))
    : { kind: "ask", newScopes: [...request.scopes] };
  if (need.kind === "already-granted")
    return { kind: "redirect", location: await allowRedirect(deps, request, userId) };

  const formRequest = params.toString();
  const form = createConsentToken(deps.consentTokenKey, deps.randomBytes, userId, formRequest, deps.now);
  await deps.store.saveConsentTicket(form.ticket, deps.now);
  return { kind: "consent", client, request, formRequest, csrf: form.token, newScopes: need.newScopes };
}

// POST of the consent form (spec s4.1): Allow issues a code, Deny sends access_denied. The form is
// checked (bound to this user and request, fresh), the request re-validated, and the form used
// up in one atomic write before anything is decided, so a second post of it decides nothing.
import type { SignInRecord } from "../ports";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";
import { allowRedirect, denyRedirect } from "./authorization-redirect";
import { authorizePath } from "./authorize-query";
import { verifyConsentToken } from "./consent-token";
import { evaluateAuthorizeRequest } from "./evaluate-authorize-request";

/**
 * Far above any real authorization request (authorization_details at its bound included, encoded);
 * refuses absurd posts before any work.
 */
export const MAX_FORM_REQUEST_LENGTH = 16000;

export interface ConsentForm {
  readonly request: unknown;
  readonly csrf: unknown;
  readonly decision: unknown;
}

export type ConsentDecision =
  /** Not a consent form at all. */
  | { kind: "malformed" }
  | { kind: "sign-in"; returnTo: string }
  /**
   * Nothing decided; the authorization page is shown again (and explains any error itself).
   * `form_invalid`: forged, stale, another user's or no decision; `form_used`: posted before;
   * `request_not_consentable`: the request or client changed meanwhile.
   */
  | { kind: "show-again"; reason: "form_invalid" | "form_used" | "request_not_consentable"; path: string }
  | { kind: "redirect"; location: string; decision: "allow" | "deny" | "error"; clientId?: string };

export async function decideConsent(
  deps: AuthorizeEndpointDeps,
  form: ConsentForm,
  userId: string | null,
  /** The session's sign-in, kept with an openid request's code for the ID token. */
  signIn?: SignInRecord | null,
): Promise<ConsentDecision> {
  const request = form.request;
  const csrf = form.csrf;
  const decision = form.decision;
  if (typeof request !== "string" || request.length > MAX_FORM_REQUEST_LENGTH || typeof csrf !== "string")
    return { kind: "malformed" };
  const path = authorizePath(request);
  if (userId === null) return { kind: "sign-in", returnTo: path };

  const ticketHash = verifyConsentToken(deps.consentTokenKey, csrf, userId, request, deps.now);
  if (ticketHash === null || (decision !== "allow" && decision !== "deny"))
    return { kind: "show-again", reason: "form_invalid", path };

  const evaluation = await evaluateAuthorizeRequest(new URLSearchParams(request), deps);
  if (evaluation.kind === "redirect") return { kind: "redirect", location: evaluation.location, decision: "error" };
  if (evaluation.kind !== "valid") return { kind: "show-again", reason: "request_not_consentable", path };

  if (!(await deps.store.consumeConsentTicket(ticketHash, userId, deps.now)))
    return { kind: "show-again", reason: "form_used", path };
  const location =
    decision === "allow"
      ? await allowRedirect(deps, evaluation.request, userId, signIn)
      : denyRedirect(deps.issuer, evaluation.request);
  return { kind: "redirect", location, decision, clientId: evaluation.request.clientId };
}

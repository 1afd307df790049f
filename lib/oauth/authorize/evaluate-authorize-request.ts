// The part of the authorization endpoint that the page (GET) and the consent form (POST) share:
// look the client up and validate the request against it. The form re-runs it because the
// client, its scopes or its status may have changed while the user was reading.
import {
  authorizeClientIdOf,
  errorRedirectLocation,
  validateAuthorizeRequest,
  type AuthorizeErrorPageReason,
  type ValidAuthorizeRequest,
} from "../authorize-request";
import type { AuthorizeClientRecord } from "../ports";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";

export type AuthorizeEvaluation =
  /** Shown to the user; the page words it from `reason` (and the client's status). */
  | { kind: "error-page"; reason: AuthorizeErrorPageReason; client: AuthorizeClientRecord | null }
  | { kind: "redirect"; location: string; client: AuthorizeClientRecord }
  | { kind: "valid"; client: AuthorizeClientRecord; request: ValidAuthorizeRequest };

export async function evaluateAuthorizeRequest(
  params: URLSearchParams,
  deps: Pick<AuthorizeEndpointDeps, "store" | "issuer">,
): Promise<AuthorizeEvaluation> {
  const clientId = authorizeClientIdOf(params);
  const client = clientId ? await deps.store.findAuthorizeClient(clientId) : null;
  const result = validateAuthorizeRequest(params, client);
  if (result.kind === "error-page") return { kind: "error-page", reason: result.reason, client };
  // Past the redirect URI check the validator has matched the client: it is not null.
  if (result.kind === "error-redirect")
    return { kind: "redirect", location: errorRedirectLocation(result, deps.issuer), client: client! };
  return { kind: "valid", client: client!, request: result.request };
}

/**
 * Past the redirect URI check the request is the client's own (a missing scope included): it
 * counts for the migration wizard.
 */
export function clientOwningRequest(evaluation: AuthorizeEvaluation): AuthorizeClientRecord | null {
  if (evaluation.kind === "error-page" && evaluation.reason !== "scope_required") return null;
  return evaluation.client;
}

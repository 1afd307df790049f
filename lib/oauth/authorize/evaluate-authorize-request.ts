// The part of the authorization endpoint that the page (GET) and the consent form (POST) share:
// look the client up and judge the request against it. The form re-runs it because the client,
// its scopes or its status may have changed while the user was reading.
import { authorizeClientIdOf, errorRedirectLocation, type AuthorizeErrorPageReason } from "../authorize-request";
import type { ValidAuthorizeRequest } from "../authorize-request";
import type { AuthorizeClientRecord } from "../ports";
import type { AuthenticationParams } from "../oidc/authentication-request";
import { isMarkedPushed } from "../par/pushed-mark";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";
import { judgeAuthorizeRequest } from "./judge-authorize-request";

export type AuthorizeEvaluation =
  /** Shown to the user; the page words it from `reason` (and the client's status). */
  | { kind: "error-page"; reason: AuthorizeErrorPageReason; client: AuthorizeClientRecord | null }
  | { kind: "redirect"; location: string; client: AuthorizeClientRecord }
  | {
      kind: "valid";
      client: AuthorizeClientRecord;
      request: ValidAuthorizeRequest;
      /** OpenID Connect's prompt, max_age, login_hint (read for every request; nonce is in `request`). */
      authentication: AuthenticationParams;
    };

export async function evaluateAuthorizeRequest(
  params: URLSearchParams,
  deps: Pick<AuthorizeEndpointDeps, "store" | "issuer" | "apiResource" | "consentTokenKey" | "now">,
): Promise<AuthorizeEvaluation> {
  const clientId = authorizeClientIdOf(params);
  const client = clientId ? await deps.store.findAuthorizeClient(clientId) : null;
  const pushed = isMarkedPushed(deps.consentTokenKey, params, deps.now);
  const judgement = judgeAuthorizeRequest(params, client, { apiResource: deps.apiResource, pushed });
  if (judgement.kind === "error-page") return { kind: "error-page", reason: judgement.reason, client };
  // Past the redirect URI check the judgement has matched the client: it is not null.
  if (judgement.kind === "refused")
    return { kind: "redirect", location: errorRedirectLocation(judgement.refusal, deps.issuer), client: client! };
  return { kind: "valid", client: client!, request: judgement.request, authentication: judgement.authentication };
}

/**
 * Past the redirect URI check the request is the client's own (a missing scope included): it
 * counts for the migration wizard.
 */
export function clientOwningRequest(evaluation: AuthorizeEvaluation): AuthorizeClientRecord | null {
  if (evaluation.kind === "error-page" && evaluation.reason !== "scope_required") return null;
  return evaluation.client;
}

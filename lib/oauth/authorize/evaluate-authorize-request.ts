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
import { type AuthenticationParams, readAuthenticationParams } from "../oidc/authentication-request";
import { resolveResource } from "../resource/resource-indicator";
import { OPENID_SCOPE } from "../scope-catalogue";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";

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
  deps: Pick<AuthorizeEndpointDeps, "store" | "issuer" | "apiResource">,
): Promise<AuthorizeEvaluation> {
  const clientId = authorizeClientIdOf(params);
  const client = clientId ? await deps.store.findAuthorizeClient(clientId) : null;
  const result = validateAuthorizeRequest(params, client);
  if (result.kind === "error-page") return { kind: "error-page", reason: result.reason, client };
  // Past the redirect URI check the validator has matched the client: it is not null.
  if (result.kind === "error-redirect")
    return { kind: "redirect", location: errorRedirectLocation(result, deps.issuer), client: client! };
  const authentication = readAuthenticationParams(params);
  if (!authentication.ok)
    return {
      kind: "redirect",
      location: errorRedirectLocation(
        {
          kind: "error-redirect",
          redirectUri: result.request.redirectUri,
          error: authentication.error,
          description: authentication.description,
          ...(result.request.state !== undefined ? { state: result.request.state } : {}),
        },
        deps.issuer,
      ),
      client: client!,
    };
  const refuse = (error: "invalid_target" | "invalid_request", description: string): AuthorizeEvaluation => {
    const { state } = result.request;
    const refused = { kind: "error-redirect", redirectUri: result.request.redirectUri, error } as const;
    const location = errorRedirectLocation(
      { ...refused, description, ...(state !== undefined ? { state } : {}) },
      deps.issuer,
    );
    return { kind: "redirect", location, client: client! };
  };
  // RFC 8707 s2: the redirect URI is the client's own by now, so a foreign resource goes back to it.
  const target = deps.apiResource
    ? resolveResource(params.getAll("resource"), deps.apiResource)
    : params.has("resource")
      ? ({ ok: false, description: "resource indicators are not supported" } as const)
      : ({ ok: true, resource: null } as const);
  if (!target.ok) return refuse("invalid_target", target.description);
  const dpopJkt = readDpopJkt(params);
  if (dpopJkt === "invalid") return refuse("invalid_request", "dpop_jkt must be one RFC 7638 SHA-256 thumbprint");
  const { nonce } = authentication.params;
  // The nonce belongs in an ID token; only an openid request gets one.
  const withNonce = nonce !== undefined && result.request.scopes.includes(OPENID_SCOPE);
  const request = {
    ...result.request,
    ...(withNonce ? { nonce } : {}),
    ...(target.resource !== null ? { resource: target.resource } : {}),
    ...(dpopJkt !== null ? { dpopJkt } : {}),
  };
  return { kind: "valid", client: client!, request, authentication: authentication.params };
}

/** RFC 9449 s10 `dpop_jkt`: once, a base64url SHA-256 (43 characters); null when absent. */
function readDpopJkt(params: URLSearchParams): string | null | "invalid" {
  const values = params.getAll("dpop_jkt");
  if (values.length === 0) return null;
  const [value] = values;
  return values.length === 1 && value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : "invalid";
}

/**
 * Past the redirect URI check the request is the client's own (a missing scope included): it
 * counts for the migration wizard.
 */
export function clientOwningRequest(evaluation: AuthorizeEvaluation): AuthorizeClientRecord | null {
  if (evaluation.kind === "error-page" && evaluation.reason !== "scope_required") return null;
  return evaluation.client;
}

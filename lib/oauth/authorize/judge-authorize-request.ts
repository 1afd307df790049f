// Every check of an authorization request against its client, in one place for the two doors a
// request comes in by: the authorization endpoint (page and consent form) and the pushed
// authorization request endpoint (RFC 9126 s2.1: validated as the authorization endpoint would).
// Pure: the caller has looked the client up.
import {
  type AuthorizeErrorPageReason,
  type AuthorizeRedirectError,
  type AuthorizeValidation,
  type ValidAuthorizeRequest,
  validateAuthorizeRequest,
} from "../authorize-request";
import { judgeAuthorizationDetails } from "../authorization-details/judge-authorization-details";
import { sanitizeErrorDescription } from "../errors";
import { type AuthenticationParams, readAuthenticationParams } from "../oidc/authentication-request";
import type { AuthorizeClientRecord } from "../ports";
import type { ApiResource } from "../resource/api-resource";
import { resolveResource } from "../resource/resource-indicator";
import { OPENID_SCOPE } from "../scope-catalogue";
import { PROFILE_REFUSALS, authorizeProfileGap } from "../security-profile";

export type AuthorizeRefusal = Extract<AuthorizeValidation, { kind: "error-redirect" }>;

export type AuthorizeJudgement =
  /** The client or its redirect URI cannot be trusted: nothing may go back to it. */
  | { kind: "error-page"; reason: AuthorizeErrorPageReason }
  /** The redirect URI is the client's own: the refusal goes back to it. */
  | { kind: "refused"; refusal: AuthorizeRefusal }
  | {
      kind: "valid";
      request: ValidAuthorizeRequest;
      /** OpenID Connect's prompt, max_age, login_hint (read for every request; nonce is in `request`). */
      authentication: AuthenticationParams;
    };

export interface JudgeOptions {
  /** The resource `resource` may name (RFC 8707); without it every `resource` is invalid_target. */
  readonly apiResource?: ApiResource | undefined;
  /** The request reached us pushed by the client (RFC 9126), directly or carrying its mark. */
  readonly pushed: boolean;
}

export function judgeAuthorizeRequest(
  params: URLSearchParams,
  client: AuthorizeClientRecord | null,
  options: JudgeOptions,
): AuthorizeJudgement {
  const result = validateAuthorizeRequest(params, client);
  if (result.kind === "error-page") return { kind: "error-page", reason: result.reason };
  if (result.kind === "error-redirect") return { kind: "refused", refusal: result };
  const { redirectUri, state } = result.request;
  const refuse = (error: AuthorizeRedirectError, description: string): AuthorizeJudgement => ({
    kind: "refused",
    refusal: {
      kind: "error-redirect",
      redirectUri,
      error,
      description: sanitizeErrorDescription(description),
      ...(state !== undefined ? { state } : {}),
    },
  });
  // RFC 9126 s5: the client registered that its requests come only pushed.
  if (client?.requirePushedRequests === true && !options.pushed)
    return refuse("invalid_request", "this client must send its authorization requests by PAR (RFC 9126)");
  const profileGap =
    client?.highSecurity === true
      ? authorizeProfileGap({ pushed: options.pushed, codeChallenge: result.request.codeChallenge })
      : null;
  if (profileGap !== null) return refuse("invalid_request", PROFILE_REFUSALS[profileGap]);
  const authentication = readAuthenticationParams(params);
  if (!authentication.ok) return refuse(authentication.error, authentication.description);
  // RFC 8707 s2: the redirect URI is the client's own by now, so a foreign resource goes back to it.
  const target = options.apiResource
    ? resolveResource(params.getAll("resource"), options.apiResource)
    : params.has("resource")
      ? ({ ok: false, description: "resource indicators are not supported" } as const)
      : ({ ok: true, resource: null } as const);
  if (!target.ok) return refuse("invalid_target", target.description);
  // RFC 9396 s5: read strictly, inside the client's registered scopes, at this API only.
  const details = judgeAuthorizationDetails(
    params.getAll("authorization_details"),
    client?.scopes ?? [],
    options.apiResource,
  );
  if (!details.ok) return refuse("invalid_authorization_details", details.description);
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
    ...(client?.highSecurity === true ? { highSecurity: true } : {}),
    ...(details.details !== null ? { authorizationDetails: details.details } : {}),
  };
  return { kind: "valid", request, authentication: authentication.params };
}

/** RFC 9449 s10 `dpop_jkt`: once, a base64url SHA-256 (43 characters); null when absent. */
function readDpopJkt(params: URLSearchParams): string | null | "invalid" {
  const values = params.getAll("dpop_jkt");
  if (values.length === 0) return null;
  const [value] = values;
  return values.length === 1 && value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : "invalid";
}

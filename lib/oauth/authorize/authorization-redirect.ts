// Where the browser goes after the authorization endpoint decided (RFC 6749 s4.1.2, s4.1.2.1):
// always the client's registered redirect URI, with `state` unchanged and `iss` (RFC 9207).
import { issueAuthorizationCode } from "../authorization-code";
import { buildRedirect, type ValidAuthorizeRequest } from "../authorize-request";
import type { SignInRecord } from "../ports";
import { OPENID_SCOPE } from "../scope-catalogue";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";

/** On Allow: issues a single-use code (stored hashed) and returns the redirect carrying it. */
export async function allowRedirect(
  deps: Pick<AuthorizeEndpointDeps, "store" | "now" | "randomBytes" | "issuer">,
  request: ValidAuthorizeRequest,
  userId: string,
  /** The sign-in behind the decision; an openid request's code keeps it for the ID token. */
  signIn?: SignInRecord | null,
): Promise<string> {
  const openid = request.scopes.includes(OPENID_SCOPE);
  // The edges always pass the session's sign-in; a caller without one (a unit test) signs in now.
  const issued = issueAuthorizationCode(
    { randomBytes: deps.randomBytes, now: deps.now },
    {
      clientId: request.clientId,
      userId,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      legacyUnrestricted: request.legacyUnrestricted,
      codeChallenge: request.codeChallenge,
      ...(openid ? { nonce: request.nonce, signIn: signIn ?? { authTime: deps.now, sid: null } } : {}),
      resource: request.resource ?? null,
      ...(request.dpopJkt ? { dpopJkt: request.dpopJkt } : {}),
      ...(request.highSecurity ? { highSecurity: true } : {}),
      ...(request.authorizationDetails ? { authorizationDetails: request.authorizationDetails } : {}),
    },
  );
  await deps.store.saveAuthorizationCode(issued.record);
  return buildRedirect(request.redirectUri, { code: issued.code, state: request.state, iss: deps.issuer });
}

/** On Deny: access_denied (RFC 6749 s4.1.2.1); nothing is stored. */
export function denyRedirect(issuer: string, request: ValidAuthorizeRequest): string {
  return buildRedirect(request.redirectUri, {
    error: "access_denied",
    error_description: "The user denied the request",
    state: request.state,
    iss: issuer,
  });
}

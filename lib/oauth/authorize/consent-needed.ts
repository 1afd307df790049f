// Remembered consent: a user who already granted a client every scope it asks for is not asked
// again; otherwise the screen can show just the scopes that are new. Exact scopes only: a granted
// ORG_ scope does not stand in for a requested TEAM_ one, so the user always agreed to what the
// code will carry. A request without scope (legacy, full access) is always asked.
// A public (native) client is always asked, all its scopes shown (RFC 8252 s8.6): it has no secret,
// its loopback redirect matches any port and PKCE proves only that the same caller finishes the
// flow, so any program on the device could impersonate it and collect a code without the user
// seeing a screen. Only a confidential client's identity is proven at the token endpoint.
// A request with authorization details (RFC 9396) is always asked: each names one task, and no
// earlier consent to a scope stands in for the user reading it.
import type { AuthorizeClient, ValidAuthorizeRequest } from "../authorize-request";
import type { Scope } from "../scope-catalogue";

export type ConsentNeed = { kind: "already-granted" } | { kind: "ask"; newScopes: Scope[] };

export function consentNeeded(
  client: Pick<AuthorizeClient, "kind">,
  request: Pick<ValidAuthorizeRequest, "scopes" | "legacyUnrestricted" | "authorizationDetails">,
  granted: readonly Scope[],
): ConsentNeed {
  if (request.legacyUnrestricted) return { kind: "ask", newScopes: [] };
  if (client.kind !== "CONFIDENTIAL" || request.authorizationDetails)
    return { kind: "ask", newScopes: [...request.scopes] };
  const newScopes = request.scopes.filter((s) => !granted.includes(s));
  return newScopes.length === 0 ? { kind: "already-granted" } : { kind: "ask", newScopes };
}

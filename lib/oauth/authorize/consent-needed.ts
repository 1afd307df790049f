// Remembered consent: a user who already granted a client every scope it asks for is not asked
// again; otherwise the screen can show just the scopes that are new. Exact scopes only: a granted
// ORG_ scope does not stand in for a requested TEAM_ one, so the user always agreed to what the
// code will carry. A request without scope (legacy, full access) is always asked.
import type { ValidAuthorizeRequest } from "../authorize-request";
import type { Scope } from "../scope-catalogue";

export type ConsentNeed = { kind: "already-granted" } | { kind: "ask"; newScopes: Scope[] };

export function consentNeeded(
  request: Pick<ValidAuthorizeRequest, "scopes" | "legacyUnrestricted">,
  granted: readonly Scope[],
): ConsentNeed {
  if (request.legacyUnrestricted) return { kind: "ask", newScopes: [] };
  const newScopes = request.scopes.filter((s) => !granted.includes(s));
  return newScopes.length === 0 ? { kind: "already-granted" } : { kind: "ask", newScopes };
}

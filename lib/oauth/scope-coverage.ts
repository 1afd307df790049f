// Scope checks on what a grant or token holds (spec s2.3, s5.6, s5.8). Which scope covers which
// is covering-scope.ts alone.
import { coveringScope } from "./covering-scope";
import { SCOPES, type Scope } from "./scope-catalogue";

/** True when a granted scope covers `required` (covering-scope.ts states which do). */
export function satisfiesScope(granted: Iterable<Scope>, required: Scope): boolean {
  return coveringScope(granted, required) !== null;
}

/**
 * Plain subset test for requested scopes against a client's enabled scopes. No implication here:
 * a client enabled for ORG_X has not been approved for TEAM_X as a request.
 */
export function isSubset(requested: Iterable<Scope>, enabled: Iterable<Scope>): boolean {
  const allowed = new Set(enabled);
  for (const scope of requested) if (!allowed.has(scope)) return false;
  return true;
}

/** What a grant or token carries; legacy-unrestricted grants predate scopes (spec s3.2). */
export interface ScopedAccess {
  readonly legacyUnrestricted: boolean;
  readonly scopes: readonly Scope[];
}

/**
 * The scopes an access holds. A legacy-unrestricted grant holds every scope (spec s5.8): no more,
 * so whatever a rule derives from scopes (a check, reach through an organization) treats it
 * exactly like a token granted the whole catalogue.
 */
export function heldScopes(access: ScopedAccess): readonly Scope[] {
  return access.legacyUnrestricted ? SCOPES : access.scopes;
}

/** Scope check for an access token: legacy-unrestricted access passes every check (spec s5.8). */
export function accessSatisfiesScope(access: ScopedAccess, required: Scope): boolean {
  return access.legacyUnrestricted || satisfiesScope(access.scopes, required);
}

/**
 * What a grant may still reach after its client's scopes were narrowed: the grant's scopes that
 * the client still has. Narrowing applies at once to existing tokens. A legacy-unrestricted grant
 * stays unrestricted until the user authorizes again (spec s3.2.4), and a legacy client (no
 * scopes) narrows nothing.
 */
export function narrowToClientScopes(access: ScopedAccess, clientScopes: readonly Scope[]): ScopedAccess {
  if (access.legacyUnrestricted || clientScopes.length === 0) return access;
  const enabled = new Set(clientScopes);
  return { legacyUnrestricted: false, scopes: access.scopes.filter((s) => enabled.has(s)) };
}

/**
 * An empty scope list means "unrestricted" only for legacy grants. Anywhere else it would read as
 * unrestricted to a careless reader of a token, so issuing code refuses to mix the two up.
 */
export function assertAccessShape(access: ScopedAccess): void {
  if (access.legacyUnrestricted && access.scopes.length > 0)
    throw new Error("a legacy-unrestricted grant carries no scopes");
  if (!access.legacyUnrestricted && access.scopes.length === 0)
    throw new Error("a scoped grant needs at least one scope");
}

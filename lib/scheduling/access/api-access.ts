// Who may call an API operation, decided in one order: the bearer token (verified by the OAuth
// core) -> its scopes cover the operation's -> the realm the path names and the caller's role in it.
// The route's declaration is the one source of the scope and the role; this returns the caller's
// access and realm, or a code the HTTP edge turns into an answer. Unknown ids and ids the caller may
// not see are one code (not_found), so a caller cannot probe for existence.
// A token with authorization details (RFC 9396) is judged by them, not by its scopes, on an
// operation of an action one of its details names (detail-operations.ts): the details narrow
// what they name; an action none names is reached by scopes as before. Whether a detail covers
// the call (its ids, window, uses) needs the request's body: the guard asks once it has read it.
import type { BearerAccess, BearerAccessResult } from "@/lib/oauth/bearer-access";
import type { ResourceError } from "@/lib/oauth/errors";
import type { SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { accessSatisfiesScope, heldScopes } from "@/lib/oauth/scope-coverage";
import type { MembershipPort } from "../ports";
import { type Realm, reachesThroughOrganization, resolveRealm } from "../realm";

/** The role an operation needs on a team or organization path; members may call it without one. */
export type RequiredRole = "ADMIN";

export interface AccessRule {
  readonly scope: Scope;
  /** On team and organization paths only: ADMIN admits ADMIN and OWNER. Personal paths ignore it. */
  readonly role?: RequiredRole;
}

export interface ApiCall {
  /** The OAuth core's verdict on the request's bearer token, asked with no required scope. */
  readonly bearer: BearerAccessResult;
  readonly rule: AccessRule;
  readonly params: { readonly orgId?: string | undefined; readonly teamId?: string | undefined };
  /** The action whose details judge this operation (detail-operations.ts); null or absent: none. */
  readonly detailAction?: SchedulingAction | null;
}

export type ApiAccessDecision =
  | {
      readonly ok: true;
      readonly access: BearerAccess;
      readonly realm: Realm;
      /** The token's details judge the call (not its scopes): a detail must cover it. */
      readonly byDetails: SchedulingAction | null;
    }
  | { readonly ok: false; readonly code: "bearer_refused"; readonly error: ResourceError }
  | { readonly ok: false; readonly code: "insufficient_scope"; readonly access: BearerAccess }
  | { readonly ok: false; readonly code: "not_found" | "role_required" };

export async function decideApiAccess(membership: MembershipPort, call: ApiCall): Promise<ApiAccessDecision> {
  if (!call.bearer.ok) return { ok: false, code: "bearer_refused", error: call.bearer.error };
  const { access } = call.bearer;
  const action = call.detailAction ?? null;
  const byDetails =
    action !== null && access.authorizationDetails?.some((d) => d.actions.includes(action)) === true ? action : null;
  if (byDetails === null && !accessSatisfiesScope(access, call.rule.scope))
    return { ok: false, code: "insufficient_scope", access };
  // A legacy grant counts as holding every scope: it reaches what such a token reaches, no more.
  const realm = await resolveRealm(membership, {
    userId: access.userId,
    orgId: call.params.orgId,
    teamId: call.params.teamId,
    write: call.rule.role === "ADMIN",
    viaOrganization: reachesThroughOrganization(call.rule.scope, heldScopes(access)),
  });
  return realm.ok ? { ok: true, access, realm: realm.realm, byDetails } : { ok: false, code: realm.code };
}

// Whether a subscription's app may still receive its events, decided at send time for every
// attempt, so that revoking the grant, suspending the client, removing the webhook scope from the
// client (or from the grant), disabling the user, or the user leaving the organization (or losing
// its ADMIN/OWNER role) stops deliveries at once - nothing already queued is sent.
// The rule: the app could make this subscription now. Its grant is live, its client approved, and
// the grant (narrowed to the client's current scopes) still holds the scope that creates it -
// WEBHOOK_WRITE, or ORG_WEBHOOK_WRITE for an organization's. (WEBHOOK_READ alone is not it: an app
// that keeps WEBHOOK_WRITE could make the subscription again anyway.)
import { accessSatisfiesScope, narrowToClientScopes } from "@/lib/oauth/scope-coverage";
import { canWrite } from "@/lib/scheduling/realm";
import type { DeliveryAccessFacts, WebhookOwner } from "../ports";

export type DeliveryBlock =
  | "no_grant"
  | "grant_revoked"
  | "user_disabled"
  | "client_not_approved"
  | "scope_removed"
  | "not_in_organization";

export function deliveryBlock(owner: WebhookOwner, facts: DeliveryAccessFacts): DeliveryBlock | null {
  const { grant, client } = facts;
  if (!grant) return "no_grant";
  if (grant.revokedAt !== null) return "grant_revoked";
  if (grant.userDisabled) return "user_disabled";
  if (client?.status !== "APPROVED") return "client_not_approved";
  const access = narrowToClientScopes(grant, client.scopes);
  const needed = owner.kind === "organization" ? "ORG_WEBHOOK_WRITE" : "WEBHOOK_WRITE";
  if (!accessSatisfiesScope(access, needed)) return "scope_removed";
  if (owner.kind === "organization" && (facts.organizationRole === null || !canWrite(facts.organizationRole)))
    return "not_in_organization";
  if (owner.kind === "user" && owner.userId !== grant.userId) return "no_grant";
  return null;
}

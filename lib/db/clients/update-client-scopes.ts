import type { ActionResult } from "@/lib/action-result";
import { type Scope, isScope } from "@/lib/oauth/scope-catalogue";
import { checkClientScopes } from "@/lib/portal/scope-policy";
import { effectiveConfiguration } from "@/lib/review/client-change";
import { findPendingChange } from "../review/change-request-view";
import { submitClientChange, type SubmittedClientChange } from "../review/submit-client-change";
import { withOwnedClient } from "./with-owned-client";

export type ScopesUpdate = {
  /** What the owner now works with: the live scopes with the change waiting for review applied. */
  scopes: Scope[];
  /** What authorization requests may ask for now. */
  liveScopes: Scope[];
  /** Added scopes that wait for an administrator (an approved or suspended client); empty otherwise. */
  waitingForReview: Scope[];
};

/**
 * The one way a scoped client's scopes change. A legacy client goes through
 * migrateLegacyClient instead, because its first scopes change who can still authorize
 * (spec s3.2). On an approved (or suspended) client, removed scopes go at once and added ones wait
 * for review (submitClientChange, which also writes the audit events); the redirect URIs the
 * owner works with, pending ones included, are left as they are.
 */
export async function updateClientScopes(options: { clientId: string; userId: string; scopes: readonly string[] }): Promise<ActionResult<ScopesUpdate>> {
  const checked = checkClientScopes(options.scopes);
  if (!checked.ok) return checked;
  const owned = { clientId: options.clientId, ownerId: options.userId };
  return withOwnedClient(owned, async (tx, client) => {
    if (client.scopes.length === 0) {
      return { ok: false, code: "legacy_client", message: "This is a legacy client. Choose its scopes with the migration wizard, which checks your traffic first." };
    }
    const pending = await findPendingChange(tx, client.id);
    const working = effectiveConfiguration(client, pending?.delta ?? null);
    const submitted = await submitClientChange({ ...owned, proposed: { scopes: checked.data, redirectUris: working.redirectUris } }, tx);
    return submitted.ok ? { ok: true, data: scopesUpdate(submitted.data) } : submitted;
  });
}

function scopesUpdate({ applied, pending }: SubmittedClientChange): ScopesUpdate {
  return {
    scopes: (pending?.after ?? applied).scopes.filter(isScope),
    liveScopes: applied.scopes.filter(isScope),
    waitingForReview: (pending?.delta.addedScopes ?? []).filter(isScope),
  };
}

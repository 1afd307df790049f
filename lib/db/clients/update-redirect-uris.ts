import type { ActionResult } from "@/lib/action-result";
import { applyRedirectUriChange, type RedirectUriChange } from "@/lib/portal/redirect-uri-policy";
import { effectiveConfiguration } from "@/lib/review/client-change";
import { findPendingChange } from "../review/change-request-view";
import { submitClientChange, type SubmittedClientChange } from "../review/submit-client-change";
import { withOwnedClient } from "./with-owned-client";

export type RedirectUriUpdate = {
  /** What the owner now works with: the live list with the change waiting for review applied. */
  redirectUris: string[];
  /** What authorization requests may use now. */
  liveRedirectUris: string[];
  /** Added URIs that wait for an administrator (an approved or suspended client); empty otherwise. */
  waitingForReview: string[];
};

/**
 * The one way a client's redirect URIs change (add, edit, remove). The change applies to the list
 * the owner sees, the working configuration (live plus what waits for review), under the row
 * lock, so the 1-to-10 rule counts pending additions too. On an approved (or suspended) client,
 * submitClientChange queues additions for review and applies removals at once; an edited URI
 * stays live until its replacement is approved, so the app keeps working meanwhile.
 */
export async function updateRedirectUris(options: { clientId: string; userId: string; change: RedirectUriChange }): Promise<ActionResult<RedirectUriUpdate>> {
  const owned = { clientId: options.clientId, ownerId: options.userId };
  return withOwnedClient(owned, async (tx, client) => {
    const pending = await findPendingChange(tx, client.id);
    const working = effectiveConfiguration(client, pending?.delta ?? null);
    const next = applyRedirectUriChange(working.redirectUris, options.change, client.kind);
    if (!next.ok) return next;
    const replaced = options.change.op === "replace" ? { redirectUris: [options.change.from] } : undefined;
    const submitted = await submitClientChange({ ...owned, proposed: { scopes: working.scopes, redirectUris: next.data }, replaced }, tx);
    return submitted.ok ? { ok: true, data: redirectUriUpdate(submitted.data) } : submitted;
  });
}

function redirectUriUpdate({ applied, pending }: SubmittedClientChange): RedirectUriUpdate {
  return {
    redirectUris: (pending?.after ?? applied).redirectUris,
    liveRedirectUris: applied.redirectUris,
    waitingForReview: [...(pending?.delta.addedRedirectUris ?? [])],
  };
}

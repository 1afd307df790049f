// The owner chooses how the app's tokens are sent: "Bearer or DPoP" (the default: the app may bind
// its tokens with DPoP, RFC 9449) or "DPoP required" (`dpop_bound_access_tokens`, RFC 9449 s5.2:
// the token endpoint refuses a request without a proof). On an APPROVED or SUSPENDED client the
// choice waits for an administrator, like a scope change, in the client's one pending change
// request; choosing the live setting again withdraws it. A PENDING or REJECTED client is reviewed
// whole later, so the choice simply applies.
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import { effectiveConfiguration } from "../rules/client-change";
import { changesNeedReview } from "../rules/lifecycle";
import { withOwnedClient } from "./owned-client";
import { submitChange } from "./submit-client-change";

export type DpopSettingEdit = {
  /** "saved": live now; "sent_for_review": waits; "withdrawn": a waiting choice was dropped; "unchanged". */
  outcome: "saved" | "sent_for_review" | "withdrawn" | "unchanged";
};

export async function editDpopSetting(
  deps: ClientDeps,
  options: { clientId: string; ownerId: string; dpopBoundAccessTokens: boolean },
): Promise<Outcome<DpopSettingEdit>> {
  const wanted = options.dpopBoundAccessTokens;
  return deps.store.transaction((repo) =>
    withOwnedClient<DpopSettingEdit>(repo, options, async (client) => {
      const live = client.dpopBoundAccessTokens ?? false;
      if (!changesNeedReview(client.status)) {
        if (wanted === live) return ok({ outcome: "unchanged" });
        await repo.saveDpopSetting(client.id, wanted);
        await repo.writeAudit({
          actorId: options.ownerId,
          clientId: client.id,
          eventType: "client.dpop_setting_updated",
          details: { before: live, after: wanted },
        });
        return ok({ outcome: "saved" });
      }

      const existing = await repo.findPendingChange(client.id);
      const pending = existing?.delta.dpopBoundAccessTokens ?? null;
      const proposal = wanted === live ? null : wanted;
      if (proposal === pending) return ok({ outcome: "unchanged" });
      // The scopes, redirect URIs and details the owner is working towards stay as they are.
      const working = effectiveConfiguration(client, existing?.delta ?? null);
      const submitted = await submitChange(repo, client, options.ownerId, {
        proposed: working,
        dpopBoundAccessTokens: proposal,
      });
      if (!submitted.ok) return submitted;
      return ok({ outcome: proposal === null ? "withdrawn" : "sent_for_review" });
    }),
  );
}

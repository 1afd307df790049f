// The owner edits what users see about the app (name, description, links). Those words and links
// are what the consent screen shows, so on an APPROVED or SUSPENDED client an edit waits for an
// administrator in the client's one pending change request while the live details stay in force;
// editing back to the live details withdraws it. A PENDING or REJECTED client is reviewed whole
// later, so its edits simply apply.
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import type { ClientDetailsRow } from "../ports";
import { effectiveConfiguration } from "../rules/client-change";
import {
  checkClientDetails,
  isEmptyProposal,
  proposeDetails,
  type DetailField,
  type DetailsInput,
} from "../rules/client-details";
import { changesNeedReview } from "../rules/lifecycle";
import { withOwnedClient } from "./owned-client";
import { reweighUnreviewedClient } from "./record-risk-signals";
import { submitChange } from "./submit-client-change";

export type DetailsEdit = {
  /**
   * "saved": the details are live; "sent_for_review": they wait for an administrator;
   * "withdrawn": a waiting proposal was dropped (the edit matches the live details);
   * "unchanged": nothing to do.
   */
  outcome: "saved" | "sent_for_review" | "withdrawn" | "unchanged";
  /** Fields that differ from the live details after this call (saved: those just written). */
  changed: DetailField[];
};

export async function editClientDetails(
  deps: ClientDeps,
  options: { clientId: string; ownerId: string; details: DetailsInput },
): Promise<Outcome<DetailsEdit>> {
  const checked = checkClientDetails(options.details);
  if (!checked.ok) return checked;
  const wanted = checked.data;
  return deps.store.transaction((repo) =>
    withOwnedClient<DetailsEdit>(repo, options, async (client) => {
      const live = await repo.findDetails(client.id);
      if (!live) return fail("not_found");
      const proposal = proposeDetails(live, wanted);
      const changed = Object.keys(proposal) as DetailField[];

      if (!changesNeedReview(client.status)) {
        if (changed.length === 0) return ok({ outcome: "unchanged", changed });
        await repo.saveDetails(client.id, wanted);
        await reweighUnreviewedClient(repo, client, options.ownerId);
        const pick = (d: ClientDetailsRow) => Object.fromEntries(changed.map((field) => [field, d[field]]));
        await repo.writeAudit({
          actorId: options.ownerId,
          clientId: client.id,
          eventType: "client.details_updated",
          details: { before: pick(live), after: pick(wanted) },
        });
        return ok({ outcome: "saved", changed });
      }

      const existing = await repo.findPendingChange(client.id);
      const hadDetails = !isEmptyProposal(existing?.delta.details);
      if (changed.length === 0 && !hadDetails) return ok({ outcome: "unchanged", changed });
      // The scopes and redirect URIs the owner is working towards stay as they are.
      const working = effectiveConfiguration(client, existing?.delta ?? null);
      const submitted = await submitChange(repo, client, options.ownerId, { proposed: working, details: proposal });
      if (!submitted.ok) return submitted;
      return ok({ outcome: changed.length > 0 ? "sent_for_review" : "withdrawn", changed });
    }),
  );
}

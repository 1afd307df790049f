// The owner edits what users see about the app (name, description, links). Those words and links
// are what the consent screen shows, so on an APPROVED or SUSPENDED client they may change only
// through an administrator's review; a PENDING or REJECTED client is reviewed whole later, so its
// edits simply apply. Shapes (lengths, https links) are checked by the form schema before this.
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import type { ClientDetailsRow } from "../ports";
import { changesNeedReview } from "../rules/lifecycle";
import { withOwnedClient } from "./owned-client";

const FIELDS = ["name", "description", "websiteUrl", "logoUrl", "privacyPolicyUrl", "termsOfServiceUrl"] as const;

export async function editClientDetails(
  deps: ClientDeps,
  options: { clientId: string; ownerId: string; details: ClientDetailsRow },
): Promise<Outcome<{ changed: string[] }>> {
  return deps.store.transaction((repo) =>
    withOwnedClient(repo, options, async (client) => {
      const before = await repo.findDetails(client.id);
      if (!before) return fail("not_found");
      const changed = FIELDS.filter((field) => before[field] !== options.details[field]);
      if (changed.length === 0) return ok({ changed: [] });
      if (changesNeedReview(client.status)) return fail("details_need_review");
      await repo.saveDetails(client.id, options.details);
      const pick = (d: ClientDetailsRow) => Object.fromEntries(changed.map((field) => [field, d[field]]));
      await repo.writeAudit({ actorId: options.ownerId, clientId: client.id, eventType: "client.details_updated", details: { before: pick(before), after: pick(options.details) } });
      return ok({ changed: [...changed] });
    }),
  );
}

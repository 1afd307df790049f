// The owner sends a rejected client back to review (REJECTED -> PENDING), usually after fixing
// what the reviewer's reason pointed at. One conditional update: a second click finds it pending.
import type { ClientDeps } from "../deps";
import { CLIENT_NOT_FOUND, fail, ok, type Outcome } from "../outcome";
import { auditEventFor, canTransition } from "../rules/lifecycle";
import { MAX_CLIENT_ID_LENGTH } from "./owned-client";
import { reweighUnreviewedClient } from "./record-risk-signals";

export async function resubmitClient(
  deps: ClientDeps,
  options: { clientId: string; ownerId: string },
): Promise<Outcome<{ clientId: string; status: "PENDING" }>> {
  const { clientId, ownerId } = options;
  if (clientId.length > MAX_CLIENT_ID_LENGTH) return CLIENT_NOT_FOUND;
  const now = deps.now();
  return deps.store.transaction(async (repo) => {
    if (!(await repo.resubmit({ clientId, ownerId }, now))) {
      const status = await repo.findOwnedStatus({ clientId, ownerId });
      if (status === null) return CLIENT_NOT_FOUND;
      return status === "PENDING"
        ? fail("conflict", { reason: "already_pending" })
        : fail("invalid_transition", { reason: "not_rejected" });
    }
    const client = await repo.lockClient({ clientId, ownerId });
    if (!client) return CLIENT_NOT_FOUND;
    await reweighUnreviewedClient(repo, client, ownerId);
    await repo.writeAudit({
      actorId: ownerId,
      clientId: client.id,
      eventType: auditEventFor("resubmit"),
      details: { clientId, name: client.name, from: "REJECTED", to: canTransition("REJECTED", "resubmit") },
    });
    return ok({ clientId, status: "PENDING" as const });
  });
}

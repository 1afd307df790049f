// The owner's "require pushed authorization requests" (RFC 9126 s5). Requiring PAR tightens what
// the client accepts, so it applies at once (and withdraws a pending request to drop it). Dropping
// it on a reviewed client loosens it, so it waits for an administrator in the client's one pending
// change, as an added scope does, while the requirement stays in force; before review it applies.
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import type { ClientRepository, ClientRow } from "../ports";
import { type ChangeDelta, isEmptyDelta } from "../rules/client-change";
import { CHANGE_AUDIT_EVENTS, changesNeedReview } from "../rules/lifecycle";
import { deltaAuditDetails } from "./change-audit";
import { changeOwnedClient } from "./owned-client";

export type PushedRequirement = {
  /** What the authorization endpoint enforces now. */
  required: boolean;
  /** Dropping the requirement waits for review. */
  dropWaitingForReview: boolean;
};

const NO_CHANGE: ChangeDelta = { addedScopes: [], addedRedirectUris: [], removedScopes: [], removedRedirectUris: [] };

export async function setPushedRequirement(
  deps: ClientDeps,
  options: { clientId: string; userId: string; required: boolean },
): Promise<Outcome<PushedRequirement>> {
  return changeOwnedClient(deps, options, async (client, repo): Promise<Outcome<PushedRequirement>> => {
    const live = client.requirePushedRequests === true;
    const pending = await repo.findPendingChange(client.id);
    const waiting = pending?.delta.dropsPushedRequirement === true;
    if (options.required) {
      if (!live) await save(repo, client, true, options.userId);
      if (waiting)
        await replacePending(repo, client, options.userId, { ...pending!.delta, dropsPushedRequirement: false });
      return ok({ required: true, dropWaitingForReview: false });
    }
    if (!live) return ok({ required: false, dropWaitingForReview: false });
    if (!changesNeedReview(client.status)) {
      await save(repo, client, false, options.userId);
      return ok({ required: false, dropWaitingForReview: false });
    }
    if (!waiting)
      await replacePending(repo, client, options.userId, {
        ...(pending?.delta ?? NO_CHANGE),
        dropsPushedRequirement: true,
      });
    return ok({ required: true, dropWaitingForReview: true });
  });
}

async function save(repo: ClientRepository, client: ClientRow, required: boolean, actorId: string): Promise<void> {
  await repo.savePushedRequirement(client.id, required);
  await repo.writeAudit({
    actorId,
    clientId: client.id,
    eventType: "client.pushed_requirement_updated",
    details: { before: client.requirePushedRequests === true, after: required },
  });
}

/** The client's one pending change becomes `next` (withdrawn when nothing is left in it). */
async function replacePending(
  repo: ClientRepository,
  client: ClientRow,
  actorId: string,
  next: ChangeDelta,
): Promise<void> {
  const existing = await repo.findPendingChange(client.id);
  if (existing) await repo.supersedeChange(existing.id);
  const { dropsPushedRequirement, ...rest } = next;
  const delta = dropsPushedRequirement ? next : rest;
  if (isEmptyDelta(delta)) {
    if (existing)
      await repo.writeAudit({
        actorId,
        clientId: client.id,
        eventType: CHANGE_AUDIT_EVENTS.withdrawn,
        details: { changeId: existing.id },
      });
    return;
  }
  const created = await repo.insertChange(client.id, actorId, delta);
  await repo.writeAudit({
    actorId,
    clientId: client.id,
    eventType: CHANGE_AUDIT_EVENTS.requested,
    details: { changeId: created.id, supersededChangeId: existing?.id ?? null, ...deltaAuditDetails(delta) },
  });
}

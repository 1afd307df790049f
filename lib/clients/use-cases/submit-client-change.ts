// The one way an owner changes the scopes or redirect URIs of a client, and on a reviewed client
// its app details too. On an APPROVED or SUSPENDED client, narrowing parts apply at once and
// widening parts (additions, and any new app details) wait as one change request, leaving the
// approved configuration in force (rules/client-change.ts). A PENDING or REJECTED
// client is reviewed whole later, so its edits simply apply. Writes the audit events itself.
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import type { ChangeRow, ClientRepository, ClientRow, Configuration } from "../ports";
import { applyDetails, isEmptyProposal, type DetailsProposal } from "../rules/client-details";
import {
  compareWithLive,
  effectiveConfiguration,
  sameDelta,
  type ChangeDelta,
  splitClientChange,
  type ChangeClassification,
  type ClientConfiguration,
  type HeldRemovals,
} from "../rules/client-change";
import { checkClientScopes, diffLists } from "../rules/client-scopes";
import { CHANGE_AUDIT_EVENTS, changesNeedReview } from "../rules/lifecycle";
import { checkRedirectUriList } from "../rules/redirect-uris";
import { checkPostLogoutRedirectUriList } from "../rules/post-logout-redirect-uris";
import { deltaAuditDetails } from "./change-audit";
import { withOwnedClient } from "./owned-client";
import { recordRiskSignals, reweighUnreviewedClient } from "./record-risk-signals";

export type ChangeProposal = {
  /**
   * The WHOLE configuration the owner wants, not a diff. Build it on
   * `effectiveConfiguration(live, pendingChange)` so a second edit keeps the first one's additions;
   * whatever pending addition it leaves out is withdrawn.
   */
  proposed: ClientConfiguration;
  /**
   * Live entries the proposal drops only because it replaces them (the old side of an edited
   * redirect URI): they stay in force until the replacement is approved instead of going at once.
   */
  replaced?: HeldRemovals;
  /**
   * App details to wait with the change (only the fields that differ from the live details).
   * Undefined keeps what is pending; null or an empty proposal withdraws pending details.
   * Only for an APPROVED or SUSPENDED client: earlier states save details directly.
   */
  details?: DetailsProposal | null;
};

/** A pending change beside the live configuration it would replace. */
export type PendingChange = ChangeRow & { before: Configuration; after: Configuration };

export type SubmittedClientChange = {
  classification: ChangeClassification;
  /** The live configuration after this call (what tokens and the consent screen use). */
  applied: Configuration;
  /** The change waiting for review after this call, or null. */
  pending: PendingChange | null;
};

function withComparison(change: ChangeRow, live: ClientConfiguration): PendingChange {
  return { ...change, ...compareWithLive(live, change.delta) };
}

export async function submitClientChange(
  deps: ClientDeps,
  options: ChangeProposal & { clientId: string; ownerId: string },
): Promise<Outcome<SubmittedClientChange>> {
  return deps.store.transaction((repo) =>
    withOwnedClient(repo, options, (client) => submitChange(repo, client, options.ownerId, options)),
  );
}

/** Inside a transaction that already holds the client's row lock. */
export async function submitChange(
  repo: ClientRepository,
  client: ClientRow,
  ownerId: string,
  change: ChangeProposal,
): Promise<Outcome<SubmittedClientChange>> {
  const proposed = validate(client, change.proposed);
  if (!proposed.ok) return proposed;

  const existing = await repo.findPendingChange(client.id);
  const hold = {
    scopes: [...(existing?.delta.removedScopes ?? []), ...(change.replaced?.scopes ?? [])],
    redirectUris: [...(existing?.delta.removedRedirectUris ?? []), ...(change.replaced?.redirectUris ?? [])],
    postLogoutRedirectUris: [
      ...(existing?.delta.removedPostLogoutRedirectUris ?? []),
      ...(change.replaced?.postLogoutRedirectUris ?? []),
    ],
  };
  // An edit that does not name post-logout URIs keeps them as the owner sees them (pending ones included).
  const wantedConfiguration = {
    ...proposed.data,
    postLogoutRedirectUris:
      proposed.data.postLogoutRedirectUris ??
      effectiveConfiguration(client, existing?.delta ?? null).postLogoutRedirectUris,
  };
  const split = splitClientChange(client, wantedConfiguration, hold);
  const reviewed = changesNeedReview(client.status);
  const applied = reviewed ? split.applyNow : wantedConfiguration;
  await applyNow(repo, client, applied, ownerId);
  if (!reviewed) await reweighUnreviewedClient(repo, client, ownerId, applied);

  const details = change.details === undefined ? (existing?.delta.details ?? null) : change.details;
  // A pending "stop requiring PAR" waits on with whatever else the owner edits now.
  const drops = existing?.delta.dropsPushedRequirement === true;
  const wanted = reviewed ? withPushedDrop(withDetails(split.pending, details), drops) : null;
  const result = (pending: PendingChange | null) => ok({ classification: split.classification, applied, pending });
  // Same additions as before: keep the request and its place in the queue.
  if (existing && wanted && sameDelta(existing.delta, wanted)) return result(withComparison(existing, applied));
  if (existing) await repo.supersedeChange(existing.id);
  if (!wanted) {
    if (existing)
      await repo.writeAudit({
        actorId: ownerId,
        clientId: client.id,
        eventType: CHANGE_AUDIT_EVENTS.withdrawn,
        details: { changeId: existing.id },
      });
    return result(null);
  }
  const created = await repo.insertChange(client.id, ownerId, wanted);
  const pending = withComparison(created, applied);
  const live = await repo.findDetails(client.id);
  if (live) {
    // The client as approving the change would leave it.
    await recordRiskSignals(repo, { changeId: created.id }, ownerId, {
      ...applyDetails(live, wanted.details),
      kind: client.kind,
      ...pending.after,
    });
  }
  await repo.writeAudit({
    actorId: ownerId,
    clientId: client.id,
    eventType: CHANGE_AUDIT_EVENTS.requested,
    details: { changeId: created.id, supersededChangeId: existing?.id ?? null, ...deltaAuditDetails(wanted) },
  });
  return result(pending);
}

const NO_LIST_CHANGE: ChangeDelta = {
  addedScopes: [],
  addedRedirectUris: [],
  removedScopes: [],
  removedRedirectUris: [],
};

/** Details wait in the same request as list changes: one pending change per client. */
function withDetails(lists: ChangeDelta | null, details: DetailsProposal | null): ChangeDelta | null {
  if (isEmptyProposal(details)) return lists;
  return { ...(lists ?? NO_LIST_CHANGE), details };
}

function withPushedDrop(delta: ChangeDelta | null, drops: boolean): ChangeDelta | null {
  return drops ? { ...(delta ?? NO_LIST_CHANGE), dropsPushedRequirement: true } : delta;
}

function validate(client: ClientRow, proposed: ClientConfiguration): Outcome<Configuration> {
  const uris = checkRedirectUriList(proposed.redirectUris, client.kind);
  if (!uris.ok) return uris;
  let logout: { postLogoutRedirectUris?: string[] } = {};
  if (proposed.postLogoutRedirectUris !== undefined) {
    const checked = checkPostLogoutRedirectUriList(proposed.postLogoutRedirectUris, client.kind);
    if (!checked.ok) return checked;
    logout = { postLogoutRedirectUris: checked.data };
  }
  if (client.scopes.length === 0) {
    // Spec s3.2: a legacy client's first scopes change who can still authorize; the migration
    // wizard handles that, with its traffic check.
    return proposed.scopes.length > 0 ? fail("legacy_client") : ok({ scopes: [], redirectUris: uris.data, ...logout });
  }
  const scopes = checkClientScopes(proposed.scopes);
  return scopes.ok ? ok({ scopes: scopes.data, redirectUris: uris.data, ...logout }) : scopes;
}

/** Writes the live configuration, with one audit event per list that changed. */
async function applyNow(
  repo: ClientRepository,
  client: ClientRow,
  next: Configuration,
  actorId: string,
): Promise<void> {
  const liveLogout = client.postLogoutRedirectUris ?? [];
  const lists = [
    { eventType: "client.scopes_updated", before: client.scopes, after: next.scopes },
    { eventType: "client.redirect_uris_updated", before: client.redirectUris, after: next.redirectUris },
    {
      eventType: "client.post_logout_redirect_uris_updated",
      before: liveLogout,
      after: next.postLogoutRedirectUris ?? liveLogout,
    },
  ] as const;
  const changed = lists
    .map((list) => ({ ...list, diff: diffLists(list.before, list.after) }))
    // The redirect URIs in a new order are a change too (the list keeps its order).
    .filter(
      ({ eventType, before, after, diff }) =>
        diff.added.length + diff.removed.length > 0 ||
        (eventType === "client.redirect_uris_updated" && before.join("\n") !== after.join("\n")),
    );
  if (changed.length === 0) return;
  await repo.saveConfiguration(client.id, next);
  for (const { eventType, before, after, diff } of changed)
    await repo.writeAudit({
      actorId,
      clientId: client.id,
      eventType,
      details: { before: [...before], after, ...diff },
    });
}

// The one way an owner changes the scopes or redirect URIs of a client (the portal's edit actions
// call it). On an APPROVED or SUSPENDED client, narrowing parts apply at once and widening parts
// wait as a change request, leaving the approved configuration in force (lib/review/client-change.ts).
// A PENDING or REJECTED client is reviewed whole later, so its edits simply apply.
import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { checkRedirectUriList } from "@/lib/portal/redirect-uri-policy";
import { checkClientScopes } from "@/lib/portal/scope-policy";
import { sameDelta, splitClientChange, type ChangeClassification, type ClientConfiguration, type HeldRemovals } from "@/lib/review/client-change";
import { CHANGE_AUDIT_EVENTS, changesNeedReview } from "@/lib/review/lifecycle";
import { writeAudit } from "../audit-log";
import type { OAuthClient } from "../generated/client";
import { type Tx, withOwnedClient } from "../clients/with-owned-client";
import { changeRequestSelect, deltaAuditDetails, findPendingChange, toChangeRequestView, withComparison, type PendingChangeView } from "./change-request-view";

export type SubmitClientChangeOptions = {
  /** Public client id. */
  clientId: string;
  /** Only the owner may change a client; anyone else gets `not_found`. */
  ownerId: string;
  /**
   * The WHOLE configuration the owner wants, not a diff. Build it on
   * `effectiveConfiguration(live, pendingChange)` so a second edit keeps the first one's additions;
   * whatever pending addition it leaves out is withdrawn.
   */
  proposed: ClientConfiguration;
  /**
   * Live entries the proposal drops only because it replaces them (the old side of an edited
   * redirect URI): they stay in force until the replacement is approved instead of going at once.
   * Removals already waiting in the pending change keep waiting while something is added.
   */
  replaced?: HeldRemovals;
};

export type SubmittedClientChange = {
  classification: ChangeClassification;
  /** The live configuration after this call (what tokens and the consent screen use). */
  applied: { scopes: string[]; redirectUris: string[] };
  /** The change waiting for review after this call, or null. */
  pending: PendingChangeView | null;
};

/**
 * Validates the proposal with the portal's own rules, then applies or queues it and writes the
 * audit events (callers write none). Pass `tx` to run inside a transaction you already hold.
 */
export async function submitClientChange(options: SubmitClientChangeOptions, tx?: Tx): Promise<ActionResult<SubmittedClientChange>> {
  return withOwnedClient<SubmittedClientChange>({ clientId: options.clientId, ownerId: options.ownerId }, async (db, client) => {
    const proposed = validate(client, options.proposed);
    if (!proposed.ok) return proposed;

    const existing = await findPendingChange(db, client.id);
    const hold = {
      scopes: [...(existing?.delta.removedScopes ?? []), ...(options.replaced?.scopes ?? [])],
      redirectUris: [...(existing?.delta.removedRedirectUris ?? []), ...(options.replaced?.redirectUris ?? [])],
    };
    const split = splitClientChange(client, proposed.data, hold);
    const reviewed = changesNeedReview(client.status);
    const applied = reviewed ? split.applyNow : proposed.data;
    await applyNow(db, client, applied, options.ownerId);

    const wanted = reviewed ? split.pending : null;
    if (existing && wanted && sameDelta(existing.delta, wanted)) {
      // Same additions as before: keep the request and its place in the queue.
      return { ok: true, data: { classification: split.classification, applied, pending: withComparison(existing, applied) } };
    }
    if (existing) await db.clientChangeRequest.updateMany({ where: { id: existing.id, status: "PENDING" }, data: { status: "SUPERSEDED" } });
    if (!wanted) {
      if (existing) await writeAudit({ actorId: options.ownerId, clientId: client.id, eventType: CHANGE_AUDIT_EVENTS.withdrawn, details: { changeId: existing.id } }, db);
      return { ok: true, data: { classification: split.classification, applied, pending: null } };
    }
    const created = await db.clientChangeRequest.create({
      data: {
        clientId: client.id,
        requestedById: options.ownerId,
        addedScopes: [...wanted.addedScopes],
        addedRedirectUris: [...wanted.addedRedirectUris],
        removedScopes: [...wanted.removedScopes],
        removedRedirectUris: [...wanted.removedRedirectUris],
      },
      select: changeRequestSelect,
    });
    await writeAudit(
      {
        actorId: options.ownerId,
        clientId: client.id,
        eventType: CHANGE_AUDIT_EVENTS.requested,
        details: { changeId: created.id, supersededChangeId: existing?.id ?? null, ...deltaAuditDetails(wanted) },
      },
      db,
    );
    return { ok: true, data: { classification: split.classification, applied, pending: withComparison(toChangeRequestView(created), applied) } };
  }, tx);
}

function validate(client: OAuthClient, proposed: ClientConfiguration): ActionResult<{ scopes: string[]; redirectUris: string[] }> {
  const uris = checkRedirectUriList(proposed.redirectUris, client.kind);
  if (!uris.ok) return uris;
  if (client.scopes.length === 0) {
    // Spec s3.2: a legacy client's first scopes change who can still authorize; the migration
    // wizard handles that, with its traffic check.
    if (proposed.scopes.length > 0) {
      return { ok: false, code: "legacy_client", message: "This is a legacy client. Choose its scopes with the migration wizard, which checks your traffic first." };
    }
    return { ok: true, data: { scopes: [], redirectUris: uris.data } };
  }
  const scopes = checkClientScopes(proposed.scopes);
  if (!scopes.ok) return scopes;
  return { ok: true, data: { scopes: scopes.data, redirectUris: uris.data } };
}

/** Writes the live configuration with the same audit events the portal uses for direct edits. */
async function applyNow(db: Tx, client: OAuthClient, next: { scopes: string[]; redirectUris: string[] }, actorId: string): Promise<void> {
  const diff = (before: readonly string[], after: readonly string[]) => ({
    added: after.filter((x) => !before.includes(x)),
    removed: before.filter((x) => !after.includes(x)),
  });
  const scopes = diff(client.scopes, next.scopes);
  const uris = diff(client.redirectUris, next.redirectUris);
  const scopesChanged = scopes.added.length + scopes.removed.length > 0;
  const urisChanged = uris.added.length + uris.removed.length > 0 || client.redirectUris.join("\n") !== next.redirectUris.join("\n");
  if (!scopesChanged && !urisChanged) return;
  await db.oAuthClient.update({ where: { id: client.id }, data: { scopes: next.scopes, redirectUris: next.redirectUris } });
  if (scopesChanged) {
    await writeAudit({ actorId, clientId: client.id, eventType: "client.scopes_updated", details: { before: client.scopes, after: next.scopes, ...scopes } }, db);
  }
  if (urisChanged) {
    await writeAudit({ actorId, clientId: client.id, eventType: "client.redirect_uris_updated", details: { before: client.redirectUris, after: next.redirectUris, ...uris } }, db);
  }
}

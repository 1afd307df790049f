// An administrator's decision on a client: approve, reject, suspend or reinstate (rules/lifecycle.ts).
// The decision is ONE conditional update on (client, status the admin saw[, version]): of two
// admins deciding at once exactly one changes the row; the other learns who won. Side effects and
// the audit event share the transaction.
import type { ClientStatus } from "@/lib/oauth/ports";
import { lacksRequiredProfile } from "@/lib/oauth/security-profile";
import type { ClientDeps } from "../deps";
import { CLIENT_NOT_FOUND, fail, ok, type Failure, type Outcome } from "../outcome";
import type { ClientRepository } from "../ports";
import {
  auditEventFor,
  canTransition,
  reasonProblemFor,
  reasonRule,
  revokesGrants,
  type ClientReviewAction,
} from "../rules/lifecycle";
import { noticeForClientDecision, type OwnerNotice } from "../rules/owner-notices";

export type DecideClientOptions = {
  /** Public client id. */
  clientId: string;
  action: ClientReviewAction;
  /** The status the administrator saw when deciding; the decision applies only if it still holds. */
  expectedStatus: ClientStatus;
  /**
   * The client's version on the admin's page. When given, an owner's edit since then makes the
   * decision lose: nobody approves a scope or redirect URI they never saw.
   */
  expectedVersion?: Date;
  actorId: string;
  /** Required to reject or suspend (shown to the owner); an optional note otherwise. */
  reason?: string | null;
  /**
   * On approval, the scopes the client may request from now on: a non-empty subset of those it
   * asked for (the administrator narrows what a self-registered client wanted). Omitted: all.
   */
  scopes?: readonly string[];
};

export type ClientDecision = {
  clientId: string;
  status: ClientStatus;
  /** Grants ended by rejecting a client that had been approved. */
  revokedGrants: number;
  /** A pending change request discarded with the client. */
  discardedChangeId: string | null;
  /** What the owner is told (already stored; the caller mails it after the answer). */
  notice: OwnerNotice;
};

export async function decideClient(deps: ClientDeps, options: DecideClientOptions): Promise<Outcome<ClientDecision>> {
  const { clientId, action, expectedStatus, actorId } = options;
  const to = canTransition(expectedStatus, action);
  if (to === null) return fail("invalid_transition", { facts: { status: expectedStatus, action } });
  const reason = options.reason?.trim() || null;
  const reasonProblem = reasonProblemFor(reason, reasonRule(action));
  if (reasonProblem) return fail("invalid_input", { fieldErrors: { reason: reasonProblem } });
  const now = deps.now();

  const scopes = action === "approve" ? options.scopes : undefined;
  if (scopes !== undefined && scopes.length === 0)
    return fail("invalid_input", { fieldErrors: { scopes: { code: "scopes_none" } } });

  return deps.store.transaction(async (repo) => {
    if (scopes !== undefined) {
      const asked = await repo.lockClient({ clientId });
      if (!asked) return CLIENT_NOT_FOUND;
      const extra = scopes.filter((s) => !asked.scopes.includes(s));
      if (extra.length > 0)
        return fail("invalid_input", { fieldErrors: { scopes: { code: "scope_unknown", values: extra } } });
    }
    if (action === "approve" && deps.requireHighSecurityForWriteScopes === true) {
      const asked = await repo.lockClient({ clientId });
      if (!asked) return CLIENT_NOT_FOUND;
      const granted = { scopes: scopes ?? asked.scopes, highSecurity: asked.highSecurity === true };
      if (lacksRequiredProfile(granted, true)) return fail("profile_required");
    }
    const won = await repo.decideClient(
      { clientId, status: expectedStatus, version: options.expectedVersion },
      { status: to, note: reason, reviewerId: actorId, at: now },
    );
    if (!won) return lostDecision(repo, clientId, expectedStatus);

    const client = await repo.lockClient({ clientId });
    if (!client) return CLIENT_NOT_FOUND;
    if (scopes !== undefined)
      await repo.saveConfiguration(client.id, { scopes: [...new Set(scopes)], redirectUris: [...client.redirectUris] });
    const revokedGrants = revokesGrants(expectedStatus, action) ? await repo.revokeClientAccess(client.id, now) : 0;
    const discardedChangeId =
      action === "reject" ? await discardPendingChange(repo, client.id, { actorId, reason, now }) : null;
    await repo.writeAudit({
      actorId,
      clientId: client.id,
      eventType: auditEventFor(action),
      details: {
        clientId,
        name: client.name,
        from: expectedStatus,
        to,
        reason,
        revokedGrants,
        discardedChangeId,
        ...(scopes !== undefined ? { scopes: [...new Set(scopes)] } : {}),
      },
    });
    const notice: OwnerNotice = {
      ownerId: client.ownerId,
      clientId,
      clientName: client.name,
      kind: noticeForClientDecision(action),
      reason,
    };
    await repo.insertNotice({ ...notice, clientInternalId: client.id, at: now });
    return ok({ clientId, status: to, revokedGrants, discardedChangeId, notice });
  });
}

async function lostDecision(repo: ClientRepository, clientId: string, expectedStatus: ClientStatus): Promise<Failure> {
  const current = await repo.clientDecision(clientId);
  if (!current) return CLIENT_NOT_FOUND;
  if (current.status === expectedStatus) return fail("conflict", { reason: "owner_edited" });
  if (current.status === "PENDING") return fail("conflict", { reason: "back_in_review" });
  return fail("conflict", {
    reason: "already_decided",
    facts: { subject: "client", status: current.status, by: current.reviewerName, at: current.reviewedAt },
  });
}

/** A rejected client is reviewed whole when resubmitted, so its pending change goes with it. */
async function discardPendingChange(
  repo: ClientRepository,
  clientInternalId: string,
  by: { actorId: string; reason: string | null; now: Date },
): Promise<string | null> {
  const pending = await repo.findPendingChange(clientInternalId);
  if (!pending) return null;
  // Stored words, not shown words: the owner reads the reviewer's reason with this prefix.
  const note = `The client was rejected: ${by.reason ?? ""}`.trim();
  await repo.decideChange(pending.id, { status: "REJECTED", note, reviewerId: by.actorId, at: by.now });
  return pending.id;
}

// An administrator's decision on a pending change request. Approving applies the change to the
// client's live configuration (and app details, when it proposes some), rejecting discards it with a reason; either only if the request is
// still PENDING (one conditional update decides between two admins, or an admin and an owner who
// just replaced the request). The client row is locked first, as every review write does.
import { lacksRequiredProfile } from "@/lib/oauth/security-profile";
import type { ClientDeps } from "../deps";
import { fail, ok, type Failure, type Outcome } from "../outcome";
import type { ClientRepository, ClientRow, Configuration } from "../ports";
import { applyChangeDelta } from "../rules/client-change";
import { applyDetails, compareDetails, isEmptyProposal, type DetailsProposal } from "../rules/client-details";
import {
  CHANGE_AUDIT_EVENTS,
  changeReasonRule,
  changesNeedReview,
  reasonProblemFor,
  type ChangeDecision,
} from "../rules/lifecycle";
import { noticeForChangeDecision, type OwnerNotice } from "../rules/owner-notices";
import { MAX_REDIRECT_URIS } from "../rules/redirect-uris";
import { deltaAuditDetails } from "./change-audit";

export type DecideClientChangeOptions = {
  changeId: string;
  action: ChangeDecision;
  actorId: string;
  /** Required to reject (shown to the owner); an optional note to approve. */
  reason?: string | null;
};

export type ClientChangeDecision = {
  changeId: string;
  clientId: string;
  status: "APPROVED" | "REJECTED";
  /** The client's live configuration after the decision. */
  configuration: Configuration;
  /** What the owner is told (already stored; the caller mails it after the answer). */
  notice: OwnerNotice;
};

const CHANGE_NOT_FOUND: Failure = fail("not_found", { facts: { subject: "change" } });
const MAX_CHANGE_ID_LENGTH = 64;

export async function decideClientChange(
  deps: ClientDeps,
  options: DecideClientChangeOptions,
): Promise<Outcome<ClientChangeDecision>> {
  const { changeId, action, actorId } = options;
  const reason = options.reason?.trim() || null;
  const reasonProblem = reasonProblemFor(reason, changeReasonRule(action));
  if (reasonProblem) return fail("invalid_input", { fieldErrors: { reason: reasonProblem } });
  if (changeId.length > MAX_CHANGE_ID_LENGTH) return CHANGE_NOT_FOUND;
  const now = deps.now();

  return deps.store.transaction(async (repo) => {
    const located = await repo.findChange(changeId);
    if (!located) return CHANGE_NOT_FOUND;
    const client = await repo.lockClient({ clientId: located.clientId });
    if (!client) return CHANGE_NOT_FOUND;
    // Read again under the lock: the owner may have replaced it meanwhile.
    const change = (await repo.findChange(changeId)) ?? located;

    const live = { scopes: [...client.scopes], redirectUris: [...client.redirectUris] };
    const after = action === "approve" ? applyChangeDelta(client, change.delta) : live;
    if (change.status === "PENDING" && action === "approve") {
      const problem = approvalProblem(client, after);
      if (problem) return problem;
      const granted = { scopes: after.scopes, highSecurity: client.highSecurity === true };
      if (lacksRequiredProfile(granted, deps.requireHighSecurityForWriteScopes === true))
        return fail("profile_required");
    }

    const status = action === "approve" ? "APPROVED" : "REJECTED";
    const won = await repo.decideChange(changeId, { status, note: reason, reviewerId: actorId, at: now });
    if (!won) return lostDecision(repo, changeId);

    if (action === "approve") await repo.saveConfiguration(client.id, after);
    if (action === "approve" && change.delta.dropsPushedRequirement) await repo.savePushedRequirement(client.id, false);
    const details = await decideDetails(repo, client.id, action === "approve" ? change.delta.details : null);
    const dpop = change.delta.dpopBoundAccessTokens;
    if (action === "approve" && dpop != null) await repo.saveDpopSetting(client.id, dpop);
    await repo.writeAudit({
      actorId,
      clientId: client.id,
      eventType: CHANGE_AUDIT_EVENTS[action],
      details: { changeId, reason, ...deltaAuditDetails(change.delta), before: live, after, ...details },
    });
    const notice: OwnerNotice = {
      ownerId: client.ownerId,
      clientId: client.clientId,
      clientName: client.name,
      kind: noticeForChangeDecision(action),
      reason,
    };
    await repo.insertNotice({ ...notice, clientInternalId: client.id, at: now });
    return ok({ changeId, clientId: client.clientId, status, configuration: after, notice });
  });
}

/**
 * Approving writes the proposed app details in the same transaction; the audit event keeps the
 * changed fields before and after. Rejecting leaves the live details untouched.
 */
async function decideDetails(
  repo: ClientRepository,
  id: string,
  proposal: DetailsProposal | null | undefined,
): Promise<{ detailsBefore?: Record<string, unknown>; detailsAfter?: Record<string, unknown> }> {
  if (isEmptyProposal(proposal)) return {};
  const live = await repo.findDetails(id);
  if (!live) return {};
  const changes = compareDetails(live, proposal);
  if (changes.length === 0) return {};
  await repo.saveDetails(id, applyDetails(live, proposal));
  return {
    detailsBefore: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    detailsAfter: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  };
}

/** Guards against a live configuration that moved since the request (it should not, but must never break). */
function approvalProblem(client: ClientRow, after: Configuration): Failure | null {
  if (!changesNeedReview(client.status))
    return fail("stale", { reason: "status_not_reviewed", facts: { status: client.status } });
  const legacy = client.scopes.length === 0;
  if (legacy ? after.scopes.length > 0 : after.scopes.length === 0) return fail("stale", { reason: "legacy_switch" });
  if (after.redirectUris.length === 0 || after.redirectUris.length > MAX_REDIRECT_URIS) {
    return fail("stale", { reason: "redirect_uri_count", facts: { count: after.redirectUris.length } });
  }
  return null;
}

async function lostDecision(repo: ClientRepository, changeId: string): Promise<Failure> {
  const current = await repo.changeDecision(changeId);
  if (current.status === "SUPERSEDED") return fail("conflict", { reason: "superseded" });
  return fail("conflict", {
    reason: "already_decided",
    facts: { subject: "change", status: current.status, by: current.reviewerName, at: current.reviewedAt },
  });
}

// An administrator's decision on a pending change request. Approving applies the change to the
// client's live configuration, rejecting discards it with a reason; either only if the request is
// still PENDING (one conditional update decides between two admins, or an admin and an owner who
// just replaced the request). The client row is locked first, as every review write does.
import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { MAX_REDIRECT_URIS } from "@/lib/portal/redirect-uri-policy";
import { applyChangeDelta } from "@/lib/review/client-change";
import { CHANGE_AUDIT_EVENTS, changeReasonRule, changesNeedReview, reasonProblemFor, type ChangeDecision } from "@/lib/review/lifecycle";
import { STATUS_LABELS, alreadyDecidedMessage } from "@/lib/review/wording";
import { writeAudit } from "../audit-log";
import type { OAuthClient } from "../generated/client";
import { deltaAuditDetails, toChangeRequestView, changeRequestSelect } from "./change-request-view";
import { inTransaction, lockClientRow, type Tx } from "../clients/with-owned-client";

export type DecideClientChangeOptions = {
  changeId: string;
  action: ChangeDecision;
  actorId: string;
  /** Required to reject (shown to the owner); an optional note to approve. */
  reason?: string | null;
  now?: Date;
};

export type ClientChangeDecision = {
  changeId: string;
  clientId: string;
  status: "APPROVED" | "REJECTED";
  /** The client's live configuration after the decision. */
  configuration: { scopes: string[]; redirectUris: string[] };
};

const CHANGE_NOT_FOUND = { ok: false, code: "not_found", message: "This change request does not exist." } as const;

export async function decideClientChange(options: DecideClientChangeOptions): Promise<ActionResult<ClientChangeDecision>> {
  const { changeId, action, actorId } = options;
  const reason = options.reason?.trim() || null;
  const reasonProblem = reasonProblemFor(reason, changeReasonRule(action));
  if (reasonProblem) return { ok: false, code: "invalid_input", message: reasonProblem, fieldErrors: { reason: reasonProblem } };
  const now = options.now ?? new Date();

  return inTransaction(undefined, async (tx) => {
    const request = await tx.clientChangeRequest.findUnique({ where: { id: changeId }, select: { client: { select: { clientId: true } } } });
    if (!request) return CHANGE_NOT_FOUND;
    const client = await lockClientRow(tx, { clientId: request.client.clientId });
    if (!client) return CHANGE_NOT_FOUND;
    const change = toChangeRequestView(await tx.clientChangeRequest.findUniqueOrThrow({ where: { id: changeId }, select: changeRequestSelect }));

    const after = action === "approve" ? applyChangeDelta(client, change.delta) : { scopes: client.scopes, redirectUris: client.redirectUris };
    if (change.status === "PENDING" && action === "approve") {
      const problem = approvalProblem(client, after);
      if (problem) return { ok: false, code: "stale", message: problem };
    }

    const status = action === "approve" ? "APPROVED" : "REJECTED";
    const won = await tx.clientChangeRequest.updateMany({
      where: { id: changeId, status: "PENDING" },
      data: { status, reviewNote: reason, reviewedById: actorId, reviewedAt: now },
    });
    if (won.count === 0) return lostDecision(tx, changeId);

    if (action === "approve") {
      await tx.oAuthClient.update({ where: { id: client.id }, data: { scopes: after.scopes, redirectUris: after.redirectUris } });
    }
    await writeAudit(
      {
        actorId,
        clientId: client.id,
        eventType: CHANGE_AUDIT_EVENTS[action],
        details: {
          changeId,
          reason,
          ...deltaAuditDetails(change.delta),
          before: { scopes: client.scopes, redirectUris: client.redirectUris },
          after,
        },
      },
      tx,
    );
    return { ok: true, data: { changeId, clientId: client.clientId, status, configuration: after } };
  });
}

/** Guards against a live configuration that moved since the request (it should not, but must never break). */
function approvalProblem(client: OAuthClient, after: { scopes: string[]; redirectUris: string[] }): string | null {
  if (!changesNeedReview(client.status)) {
    return `The client is ${STATUS_LABELS[client.status].toLowerCase()}; its configuration is reviewed with the client.`;
  }
  const legacy = client.scopes.length === 0;
  if (legacy ? after.scopes.length > 0 : after.scopes.length === 0) {
    return "Approving this change would change whether the client is a legacy client. Reject it and ask the owner to submit it again.";
  }
  if (after.redirectUris.length === 0 || after.redirectUris.length > MAX_REDIRECT_URIS) {
    return `Approving this change would leave the client with ${after.redirectUris.length} redirect URIs (1 to ${MAX_REDIRECT_URIS} allowed). Reject it and ask the owner to submit it again.`;
  }
  return null;
}

async function lostDecision(tx: Tx, changeId: string): Promise<ActionResult<never>> {
  const current = await tx.clientChangeRequest.findUniqueOrThrow({
    where: { id: changeId },
    select: { status: true, reviewedAt: true, reviewedBy: { select: { name: true } } },
  });
  if (current.status === "SUPERSEDED") {
    return { ok: false, code: "conflict", message: "The owner replaced this change request with a newer one. Your decision was not applied; reload to review the current request." };
  }
  const outcome = current.status === "APPROVED" ? "approved" : "rejected";
  return { ok: false, code: "conflict", message: alreadyDecidedMessage({ subject: "change", outcome, by: current.reviewedBy?.name ?? null, at: current.reviewedAt }) };
}

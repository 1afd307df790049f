// An administrator's decision on a client: approve, reject, suspend or reinstate (lifecycle in
// lib/review/lifecycle.ts). The decision is ONE conditional update on (client, status the admin
// saw): of two admins deciding at once exactly one changes the row; the other gets `conflict`
// naming who won. Side effects and the audit event share the transaction.
import "server-only";
import type { ActionResult } from "@/lib/action-result";
import type { ClientStatus } from "@/lib/oauth/ports";
import { auditEventFor, canTransition, reasonProblemFor, reasonRule, revokesGrants, type ClientReviewAction } from "@/lib/review/lifecycle";
import { ACTION_DONE, STATUS_LABELS, alreadyDecidedMessage, clientOutcomeWords } from "@/lib/review/wording";
import { writeAudit } from "../audit-log";
import { CLIENT_NOT_FOUND, inTransaction, type Tx } from "../clients/with-owned-client";

export type DecideClientOptions = {
  /** Public client id. */
  clientId: string;
  action: ClientReviewAction;
  /** The status the administrator saw when deciding; the decision applies only if it still holds. */
  expectedStatus: ClientStatus;
  /**
   * The client's `version` (last update) on the admin's page. When given, an owner's edit since
   * then makes the decision lose: nobody approves a scope or redirect URI they never saw.
   */
  expectedVersion?: Date;
  actorId: string;
  /** Required to reject or suspend (shown to the owner); an optional note otherwise. */
  reason?: string | null;
  now?: Date;
};

export type ClientDecision = {
  clientId: string;
  status: ClientStatus;
  /** Grants ended by rejecting a client that had been approved. */
  revokedGrants: number;
  /** A pending change request discarded with the client. */
  discardedChangeId: string | null;
};

export async function decideClient(options: DecideClientOptions): Promise<ActionResult<ClientDecision>> {
  const { clientId, action, expectedStatus, actorId } = options;
  const to = canTransition(expectedStatus, action);
  if (to === null) {
    return { ok: false, code: "invalid_transition", message: `A client that is ${STATUS_LABELS[expectedStatus].toLowerCase()} cannot be ${ACTION_DONE[action]}.` };
  }
  const reason = options.reason?.trim() || null;
  const reasonProblem = reasonProblemFor(reason, reasonRule(action));
  if (reasonProblem) return { ok: false, code: "invalid_input", message: reasonProblem, fieldErrors: { reason: reasonProblem } };
  const now = options.now ?? new Date();

  return inTransaction(undefined, async (tx) => {
    const won = await tx.oAuthClient.updateMany({
      where: { clientId, status: expectedStatus, ...(options.expectedVersion ? { updatedAt: options.expectedVersion } : {}) },
      data: { status: to, reviewNote: reason, reviewedById: actorId, reviewedAt: now },
    });
    if (won.count === 0) return lostDecision(tx, clientId, expectedStatus);

    const client = await tx.oAuthClient.findUniqueOrThrow({ where: { clientId }, select: { id: true, name: true } });
    const revokedGrants = revokesGrants(expectedStatus, action) ? await revokeEverything(tx, client.id, now) : 0;
    const discardedChangeId = action === "reject" ? await discardPendingChange(tx, client.id, { actorId, reason, now }) : null;
    await writeAudit(
      {
        actorId,
        clientId: client.id,
        eventType: auditEventFor(action),
        details: { clientId, name: client.name, from: expectedStatus, to, reason, revokedGrants, discardedChangeId },
      },
      tx,
    );
    return { ok: true, data: { clientId, status: to, revokedGrants, discardedChangeId } };
  });
}

async function lostDecision(tx: Tx, clientId: string, expectedStatus: ClientStatus): Promise<ActionResult<never>> {
  const current = await tx.oAuthClient.findUnique({
    where: { clientId },
    select: { status: true, reviewedAt: true, reviewedBy: { select: { name: true } } },
  });
  if (!current) return CLIENT_NOT_FOUND;
  if (current.status === expectedStatus) {
    return { ok: false, code: "conflict", message: "The owner changed this client since you loaded the page. Nothing was decided: reload and review the current configuration." };
  }
  if (current.status === "PENDING") {
    return { ok: false, code: "conflict", message: "This client went back to review since you loaded the page. Reload to see its current state." };
  }
  const message = alreadyDecidedMessage({ subject: "client", outcome: clientOutcomeWords(current.status), by: current.reviewedBy?.name ?? null, at: current.reviewedAt });
  return { ok: false, code: "conflict", message };
}

/**
 * Rejecting a client users could already authorize ends it for them: grants, refresh tokens and
 * unused codes are revoked, so a later re-approval does not bring old access back.
 */
async function revokeEverything(tx: Tx, clientInternalId: string, now: Date): Promise<number> {
  const grants = await tx.grant.updateMany({ where: { clientId: clientInternalId, revokedAt: null }, data: { revokedAt: now, revokedReason: "revoked_by_admin" } });
  await tx.refreshToken.updateMany({ where: { grant: { clientId: clientInternalId }, revokedAt: null }, data: { revokedAt: now } });
  await tx.authorizationCode.updateMany({ where: { clientId: clientInternalId, consumedAt: null, revokedAt: null }, data: { revokedAt: now } });
  return grants.count;
}

/** A rejected client is reviewed whole when resubmitted, so its pending change goes with it. */
async function discardPendingChange(tx: Tx, clientInternalId: string, by: { actorId: string; reason: string | null; now: Date }): Promise<string | null> {
  const pending = await tx.clientChangeRequest.findFirst({ where: { clientId: clientInternalId, status: "PENDING" }, select: { id: true } });
  if (!pending) return null;
  await tx.clientChangeRequest.update({
    where: { id: pending.id },
    data: { status: "REJECTED", reviewNote: `The client was rejected: ${by.reason ?? ""}`.trim(), reviewedById: by.actorId, reviewedAt: by.now },
  });
  return pending.id;
}

// The client lifecycle (spec s3.1, s5.9). The spec names only "pending"; the rest is our policy,
// kept in one table so the admin pages, the server actions and the use cases agree:
//
//   PENDING   --approve-->   APPROVED   --suspend-->   SUSPENDED   --reinstate-->   APPROVED
//   PENDING   --reject--->   REJECTED   --resubmit (owner)-->   PENDING
//   APPROVED / SUSPENDED --reject--> REJECTED   (ends the client: every grant is revoked)
//
// Suspension is reversible and keeps grants, so reinstating resumes service for every user.
// Rejecting a client that had been approved is final for its users: the grants are revoked, and
// if the owner fixes it and it is approved again, people must authorize it again.
import type { ClientStatus } from "@/lib/oauth/ports";
import type { Problem } from "../outcome";

export const CLIENT_STATUSES = [
  "PENDING",
  "APPROVED",
  "REJECTED",
  "SUSPENDED",
] as const satisfies readonly ClientStatus[];

export const CLIENT_REVIEW_ACTIONS = ["approve", "reject", "suspend", "reinstate"] as const;
export type ClientReviewAction = (typeof CLIENT_REVIEW_ACTIONS)[number];
export type ClientLifecycleAction = ClientReviewAction | "resubmit";

export type ReasonRule = "required" | "optional" | "none";

type Transition = {
  readonly from: readonly ClientStatus[];
  readonly to: ClientStatus;
  readonly actor: "admin" | "owner";
  /** Reject and suspend must say why: the owner sees the reason. */
  readonly reason: ReasonRule;
  readonly auditEvent: string;
};

// In display order: the reversible decision before the final one.
const TRANSITIONS: Record<ClientLifecycleAction, Transition> = {
  approve: { from: ["PENDING"], to: "APPROVED", actor: "admin", reason: "optional", auditEvent: "client.approved" },
  reinstate: {
    from: ["SUSPENDED"],
    to: "APPROVED",
    actor: "admin",
    reason: "optional",
    auditEvent: "client.reinstated",
  },
  suspend: { from: ["APPROVED"], to: "SUSPENDED", actor: "admin", reason: "required", auditEvent: "client.suspended" },
  reject: {
    from: ["PENDING", "APPROVED", "SUSPENDED"],
    to: "REJECTED",
    actor: "admin",
    reason: "required",
    auditEvent: "client.rejected",
  },
  resubmit: { from: ["REJECTED"], to: "PENDING", actor: "owner", reason: "none", auditEvent: "client.resubmitted" },
};

/** The status `action` leads to from `from`, or null when the lifecycle does not allow it. */
export function canTransition(from: ClientStatus, action: ClientLifecycleAction): ClientStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

/** What an administrator (or the owner) may do to a client in this status, in display order. */
export function allowedActions(from: ClientStatus, actor: "admin" | "owner"): ClientLifecycleAction[] {
  return (Object.keys(TRANSITIONS) as ClientLifecycleAction[]).filter(
    (a) => TRANSITIONS[a].actor === actor && canTransition(from, a) !== null,
  );
}

export function reasonRule(action: ClientLifecycleAction): ReasonRule {
  return TRANSITIONS[action].reason;
}

export function auditEventFor(action: ClientLifecycleAction): string {
  return TRANSITIONS[action].auditEvent;
}

/** Only rejecting a client that users could already authorize ends their grants. */
export function revokesGrants(from: ClientStatus, action: ClientLifecycleAction): boolean {
  return action === "reject" && (from === "APPROVED" || from === "SUSPENDED");
}

/** Suspending, or rejecting a client users could authorize, stops every token it holds at once. */
export function stopsTokens(from: ClientStatus, action: ClientLifecycleAction): boolean {
  return (action === "suspend" && from === "APPROVED") || revokesGrants(from, action);
}

/** Change requests (widening edits of an approved client) are approved or rejected. */
export const CHANGE_DECISIONS = ["approve", "reject"] as const;
export type ChangeDecision = (typeof CHANGE_DECISIONS)[number];

export function changeReasonRule(decision: ChangeDecision): ReasonRule {
  return decision === "reject" ? "required" : "optional";
}

export const CHANGE_AUDIT_EVENTS = {
  requested: "client.change_requested",
  withdrawn: "client.change_withdrawn",
  approve: "client.change_approved",
  reject: "client.change_rejected",
} as const;

/** A change to an approved or suspended client is reviewed; earlier states are reviewed whole. */
export function changesNeedReview(status: ClientStatus): boolean {
  return status === "APPROVED" || status === "SUSPENDED";
}

/** Reasons and notes are shown to the owner and kept in the audit log. */
export const REVIEW_REASON_MAX_LENGTH = 1000;

/** Why a reason or note cannot be accepted (the form shows it on the field), or null. */
export function reasonProblemFor(reason: string | null, rule: ReasonRule): Problem | null {
  if (rule === "required" && !reason) return { code: "reason_required" };
  if (rule === "none" && reason) return { code: "reason_not_taken" };
  if (reason && reason.length > REVIEW_REASON_MAX_LENGTH) return { code: "reason_too_long" };
  return null;
}

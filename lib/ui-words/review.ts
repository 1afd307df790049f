// Words for review states and outcomes, shared by the admin pages, lib/db results and the
// consent screen, so the same state reads the same everywhere.
import { formatDateTime } from "@/lib/format-time";
import type { ClientStatus } from "@/lib/oauth/ports";
import type { ClientLifecycleAction } from "@/lib/clients/rules/lifecycle";

export const STATUS_LABELS: Record<ClientStatus, string> = {
  PENDING: "Pending review",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  SUSPENDED: "Suspended",
};

export const ACTION_LABELS: Record<ClientLifecycleAction, string> = {
  approve: "Approve",
  reject: "Reject",
  suspend: "Suspend",
  reinstate: "Reinstate",
  resubmit: "Resubmit for review",
};

/** Past tense, for "approved by …" and the success message. */
export const ACTION_DONE: Record<ClientLifecycleAction, string> = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "reinstated",
  resubmit: "resubmitted for review",
};

const STATUS_DONE: Record<ClientStatus, string> = {
  PENDING: "sent back to review",
  APPROVED: "approved",
  REJECTED: "rejected",
  SUSPENDED: "suspended",
};

/** What the consent screen says when a client that is not approved asks for access. */
export function clientUnavailableMessage(status: ClientStatus): string {
  switch (status) {
    case "PENDING":
      return "This application has not been approved for use yet: it is pending review by the platform.";
    case "SUSPENDED":
      return "This application has been suspended by the platform and is unavailable.";
    case "REJECTED":
      return "This application was not approved by the platform and is unavailable.";
    case "APPROVED":
      return "This application is available.";
  }
}

/** Server and browser render the same string (no locale differences; the time in the reader's zone, UTC by default). */
export type LostDecision = {
  subject: "client" | "change";
  outcome: string;
  by: string | null;
  at: Date | null;
  timeZone?: string;
};

/** The loser of two concurrent decisions learns who won and what they decided. */
export function alreadyDecidedMessage(lost: LostDecision): string {
  const who = lost.by ? ` by ${lost.by}` : "";
  const when = lost.at ? ` at ${formatDateTime(lost.at, lost.timeZone)}` : "";
  const what = lost.subject === "client" ? "This client" : "This change request";
  return `${what} was already decided${who}: ${lost.outcome}${when}. Your decision was not applied; reload to see its current state.`;
}

export function clientOutcomeWords(status: ClientStatus): string {
  return STATUS_DONE[status];
}

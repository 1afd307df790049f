// What review pages and the portal see of a change request: the stored delta, who asked and who
// decided, and for a pending one what approving it would do to the live configuration.
import type { ChangeDelta } from "../rules/client-change";
import type { DetailChange } from "../rules/client-details";
import type { RiskSignal } from "../rules/risk-signals";

export type ChangeRequestStatus = "PENDING" | "APPROVED" | "REJECTED" | "SUPERSEDED";

export type PersonRef = { name: string; email: string };

export type ChangeRequestView = {
  id: string;
  status: ChangeRequestStatus;
  delta: ChangeDelta;
  requestedAt: Date;
  requestedBy: PersonRef | null;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: PersonRef | null;
};

/** A pending change beside the live configuration it would replace. */
export type PendingChangeView = ChangeRequestView & {
  before: { scopes: string[]; redirectUris: string[] };
  after: { scopes: string[]; redirectUris: string[] };
  /** App details the change would set, field by field (only those that differ from the live ones). */
  details: DetailChange[];
  /** For the reviewer: what was true when it was submitted (null: not recorded; undefined: not read). */
  riskSignals?: RiskSignal[] | null;
};

// Words of the administrators' decision history.
import type { DecisionKind } from "@/lib/clients/rules/decision-history";

export const DECISION_HISTORY_WORDS = {
  title: "Decision history",
  intro: "Every administrator's decision on clients, their changes and trusted agent hosts, newest first.",
  kinds: {
    approve: "Approved",
    reject: "Rejected",
    suspend: "Suspended",
    reinstate: "Reinstated",
    change_approve: "Change approved",
    change_reject: "Change rejected",
    host_allow: "Host allowed",
    host_deny: "Host denied",
    host_remove: "Host rule removed",
  } satisfies Record<DecisionKind, string>,
  filterLabel: "Filter decisions",
  admin: "Administrator",
  anyAdmin: "Any administrator",
  decision: "Decision",
  anyDecision: "Any decision",
  apply: "Filter",
  clear: "Clear",
  listLabel: "Decisions",
  by: "By",
  reason: "Reason",
  noReason: "No reason given",
  deletedAdmin: "A deleted account",
  deletedClient: "A deleted client",
  none: "No decisions yet.",
  noMatch: "No decision matches this filter.",
  pagination: "Pages of the decision history",
} as const;

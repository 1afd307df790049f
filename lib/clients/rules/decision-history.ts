// The administrators' decisions as the audit log records them: which event each kind of decision
// writes, and how the decision history's filter reads its query string.
import { HOST_RULE_EVENTS } from "@/lib/oauth/client-metadata/host-rules/host-rule-events";
import { auditEventFor, CHANGE_AUDIT_EVENTS } from "./lifecycle";

export const DECISION_KINDS = [
  "approve",
  "reject",
  "suspend",
  "reinstate",
  "change_approve",
  "change_reject",
  "host_allow",
  "host_deny",
  "host_remove",
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const DECISION_EVENT_TYPES: Readonly<Record<DecisionKind, string>> = {
  approve: auditEventFor("approve"),
  reject: auditEventFor("reject"),
  suspend: auditEventFor("suspend"),
  reinstate: auditEventFor("reinstate"),
  change_approve: CHANGE_AUDIT_EVENTS.approve,
  change_reject: CHANGE_AUDIT_EVENTS.reject,
  // Trusted agent hosts: the entry names the host pattern where others name a client.
  host_allow: HOST_RULE_EVENTS.ALLOW,
  host_deny: HOST_RULE_EVENTS.DENY,
  host_remove: HOST_RULE_EVENTS.removed,
};

export function decisionKindOf(eventType: string): DecisionKind | null {
  return DECISION_KINDS.find((kind) => DECISION_EVENT_TYPES[kind] === eventType) ?? null;
}

/** Beyond this page the filter narrows instead: deep offsets are slow and nobody reads them. */
export const DECISION_HISTORY_MAX_PAGE = 100;
export const DECISION_HISTORY_PAGE_SIZE = 25;
const MAX_ID_LENGTH = 64;

export type DecisionHistoryFilter = { adminId: string | null; kind: DecisionKind | null; page: number };

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The filter from the query string (`admin`, `decision`, `page`); anything malformed is ignored. */
export function readDecisionFilter(params: Params): DecisionHistoryFilter {
  const admin = one(params.admin)?.trim() ?? "";
  const kind = DECISION_KINDS.find((k) => k === one(params.decision)) ?? null;
  const page = Number.parseInt(one(params.page) ?? "1", 10);
  return {
    adminId: admin !== "" && admin.length <= MAX_ID_LENGTH && /^[\w-]+$/.test(admin) ? admin : null,
    kind,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, DECISION_HISTORY_MAX_PAGE) : 1,
  };
}

export function decisionHistoryHref(filter: Partial<DecisionHistoryFilter>): string {
  const params = new URLSearchParams();
  if (filter.adminId) params.set("admin", filter.adminId);
  if (filter.kind) params.set("decision", filter.kind);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return `/admin/decisions${query ? `?${query}` : ""}`;
}

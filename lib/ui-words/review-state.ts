// How the owner's client page words the review: the latest decision on the client, the
// change waiting for review, and the latest decision on a change. Kept pure so the words are tested.
import { dpopSettingName } from "./dpop-setting";
import type { ChangeDelta } from "@/lib/clients/rules/client-change";
import type { DetailField } from "@/lib/clients/rules/client-details";
import type { ReviewDecisionView } from "@/lib/clients/views/review-views";
import { detailFieldsLine } from "./client-details";
import { formatDateTime } from "@/lib/format-time";

/** A decision on the client, as the review views hand it over. */
export type DecisionFacts = ReviewDecisionView;

export type ChangeDecisionFacts = {
  status: "PENDING" | "APPROVED" | "REJECTED" | "SUPERSEDED";
  delta: ChangeDelta;
  requestedAt: Date;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: { name: string } | null;
};

/** `reason` is what the administrator wrote (required to reject or suspend; a note otherwise). */
export type DecisionWords = { headline: string; reasonLabel: "Reason" | "Reviewer's note"; reason: string | null };

const OUTCOME_WORDS = {
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
  reinstated: "Reinstated",
} as const;

export const RESUBMIT_EXPLANATION =
  "Change what the reviewer asked for (scopes, redirect URIs), then resubmit: the client goes back into the administrators' review queue as pending. Users cannot authorize it until it is approved.";

export const PENDING_CHANGE_EXPLANATION =
  "The approved configuration stays in force until an administrator approves this change: authorization requests can use only the approved scopes and redirect URIs, so your live integration keeps working. Approving applies the change; rejecting discards it with a reason you will see here.";

export const REVIEWED_EDIT_HINT =
  "Additions wait for an administrator's review before they work; removals apply at once.";

const by = (name: string | null | undefined) => name ?? "an administrator";

export function describeClientDecision(decision: DecisionFacts): DecisionWords {
  const reasonLabel =
    decision.outcome === "rejected" || decision.outcome === "suspended" ? "Reason" : "Reviewer's note";
  return {
    headline: `${OUTCOME_WORDS[decision.outcome]} by ${by(decision.decidedBy)} on ${formatDateTime(decision.decidedAt)}`,
    reasonLabel,
    reason: decision.reason,
  };
}

/** What a pending change adds, and what it removes once approved, one line per non-empty list. */
export function pendingChangeLines(delta: ChangeDelta): string[] {
  const lines: Array<[string, readonly string[]]> = [
    ["Scopes to add", delta.addedScopes],
    ["Redirect URIs to add", delta.addedRedirectUris],
    ["Scopes removed when approved", delta.removedScopes],
    ["Redirect URIs removed when approved", delta.removedRedirectUris],
    ["Post-logout URIs to add", delta.addedPostLogoutRedirectUris ?? []],
    ["Post-logout URIs removed when approved", delta.removedPostLogoutRedirectUris ?? []],
  ];
  const listed = lines.filter(([, items]) => items.length > 0).map(([label, items]) => `${label}: ${items.join(", ")}`);
  const fields = detailFields(delta);
  const dpop = delta.dpopBoundAccessTokens;
  return [
    ...listed,
    ...(fields.length > 0 ? [detailFieldsLine("App details to change", fields)] : []),
    ...(dpop != null ? [`Token binding when approved: ${dpopSettingName(dpop)}`] : []),
  ];
}

const detailFields = (delta: ChangeDelta) => Object.keys(delta.details ?? {}) as DetailField[];

/** The latest decided change; null for one that is still pending or was replaced. */
export function describeChangeDecision(change: ChangeDecisionFacts): (DecisionWords & { lines: string[] }) | null {
  if (change.status !== "APPROVED" && change.status !== "REJECTED") return null;
  const when = change.reviewedAt ? ` on ${formatDateTime(change.reviewedAt)}` : "";
  const submitted = `Your change of ${formatDateTime(change.requestedAt)}`;
  const approved = change.status === "APPROVED";
  const headline = approved
    ? `${submitted} was approved by ${by(change.reviewedBy?.name)}${when} and is live.`
    : `${submitted} was rejected by ${by(change.reviewedBy?.name)}${when} and discarded; the approved configuration did not change.`;
  const [added, removed] = approved ? ["Added", "Removed"] : ["Not added", "Not removed"];
  const { delta } = change;
  const addedItems = [...delta.addedScopes, ...delta.addedRedirectUris, ...(delta.addedPostLogoutRedirectUris ?? [])];
  const removedItems = [
    ...delta.removedScopes,
    ...delta.removedRedirectUris,
    ...(delta.removedPostLogoutRedirectUris ?? []),
  ];
  const lines = [
    ...(addedItems.length > 0 ? [`${added}: ${addedItems.join(", ")}`] : []),
    ...(removedItems.length > 0 ? [`${removed}: ${removedItems.join(", ")}`] : []),
    ...(detailFields(delta).length > 0
      ? [detailFieldsLine(approved ? "App details changed" : "App details not changed", detailFields(delta))]
      : []),
    ...(delta.dpopBoundAccessTokens != null
      ? [
          `${approved ? "Token binding" : "Token binding not changed to"}: ${dpopSettingName(delta.dpopBoundAccessTokens)}`,
        ]
      : []),
  ];
  return { headline, reasonLabel: approved ? "Reviewer's note" : "Reason", reason: change.reviewNote, lines };
}

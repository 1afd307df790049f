// Words of the administrators' decision forms on the review page.
import { ACTION_DONE } from "./review";
import type { ClientReviewAction } from "@/lib/clients/rules/lifecycle";

export const REVIEW_FORM_WORDS = {
  clientDecided: (action: ClientReviewAction) => `Client ${ACTION_DONE[action]}.`,
  noDecisionOpen: "No decision is open: a rejected client comes back to the queue when its owner resubmits it.",
  decisionForm: "Decision",
  reason: "Reason for the client decision",
  approveAndNext: "Approve and next",
  confirmStop: (action: "reject" | "suspend", users: number, grants: number) =>
    `${action === "suspend" ? "Suspending" : "Rejecting"} stops every token of this client at once: ${users} user${users === 1 ? "" : "s"} with ${grants} active grant${grants === 1 ? "" : "s"} lose access${action === "suspend" ? " until it is reinstated" : " and must authorize it again if it is ever approved again"}.`,
  confirmLabel: (action: "reject" | "suspend") => (action === "suspend" ? "Yes, suspend" : "Yes, reject"),
  cancel: "Cancel",
  reasonHint: (requiredFor: readonly string[]) =>
    `Shown to the owner and kept in the audit log.${requiredFor.length > 0 ? ` Required to ${requiredFor.join(" or ")}.` : " Optional."}`,
  changeDecisionForm: "Change decision",
  changeReason: "Reason for the change decision",
  changeReasonHint: "Shown to the owner. Required to reject the change.",
  changeApproved: "Change approved and applied.",
  changeRejected: "Change rejected.",
  approveChange: "Approve change",
  rejectChange: "Reject change",
} as const;

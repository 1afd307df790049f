// What a client's owner is told when an administrator decides: the portal notice and the mail
// (lib/clients/rules/owner-notices.ts decides which; these are the words).
import type { OwnerNotice, OwnerNoticeKind } from "@/lib/clients/rules/owner-notices";

type NoticeWords = {
  readonly tone: "good" | "bad";
  readonly title: (name: string) => string;
  /** What it means for the app, and what to do next. */
  readonly next: string;
  /** The label of the administrator's words: a reason for a refusal, a note otherwise. */
  readonly reasonLabel: string;
};

const NOTICES: Record<OwnerNoticeKind, NoticeWords> = {
  client_approved: {
    tone: "good",
    title: (name) => `“${name}” was approved`,
    next: "Users can now authorize it and it can obtain tokens. The Quick start tab has a first request to try.",
    reasonLabel: "Note from the reviewer:",
  },
  client_rejected: {
    tone: "bad",
    title: (name) => `“${name}” was rejected`,
    next: "It cannot be used. Fix what the reason names, then resubmit it for review from its Overview tab.",
    reasonLabel: "Reason:",
  },
  client_suspended: {
    tone: "bad",
    title: (name) => `“${name}” was suspended`,
    next: "Users cannot authorize it and it cannot obtain tokens until an administrator reinstates it. Existing authorizations are kept.",
    reasonLabel: "Reason:",
  },
  client_reinstated: {
    tone: "good",
    title: (name) => `“${name}” was reinstated`,
    next: "It works again: users can authorize it and it can obtain tokens.",
    reasonLabel: "Note from the reviewer:",
  },
  change_approved: {
    tone: "good",
    title: (name) => `Your change to “${name}” was approved`,
    next: "The added scopes, redirect URIs and details are live now.",
    reasonLabel: "Note from the reviewer:",
  },
  change_rejected: {
    tone: "bad",
    title: (name) => `Your change to “${name}” was rejected`,
    next: "The approved configuration stays in force. You can submit a new change on the client's tabs.",
    reasonLabel: "Reason:",
  },
};

export const noticeWords = (kind: OwnerNoticeKind) => NOTICES[kind];

export const OWNER_NOTICE_WORDS = {
  regionTitle: "Review decisions",
  open: (name: string) => `Open “${name}”`,
  dismiss: "Dismiss",
  dismissLabel: (title: string) => `Dismiss: ${title}`,
  decided: (when: string) => `Decided ${when}.`,
} as const;

/** The mail sent after the decision; `link` opens the client in the portal. */
export function ownerNoticeMail(notice: OwnerNotice, link: string): { subject: string; text: string } {
  const words = NOTICES[notice.kind];
  const title = words.title(notice.clientName);
  return {
    subject: title,
    text: [
      `${title}.`,
      "",
      ...(notice.reason ? [`${words.reasonLabel} ${notice.reason}`, ""] : []),
      words.next,
      "",
      "Open it in the developer portal:",
      link,
      "",
      "You get this mail because you own this OAuth client.",
    ].join("\n"),
  };
}

// Developers are told: every administrator decision on a client or on a change request leaves the
// owner a notice (shown in the portal until dismissed, and mailed after the answer). Which decision
// gives which notice is this table; the words live in lib/ui-words/owner-notices.ts.
import type { ChangeDecision, ClientReviewAction } from "./lifecycle";

export const OWNER_NOTICE_KINDS = [
  "client_approved",
  "client_rejected",
  "client_suspended",
  "client_reinstated",
  "change_approved",
  "change_rejected",
] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

const CLIENT_NOTICES: Record<ClientReviewAction, OwnerNoticeKind> = {
  approve: "client_approved",
  reject: "client_rejected",
  suspend: "client_suspended",
  reinstate: "client_reinstated",
};

const CHANGE_NOTICES: Record<ChangeDecision, OwnerNoticeKind> = {
  approve: "change_approved",
  reject: "change_rejected",
};

export const noticeForClientDecision = (action: ClientReviewAction): OwnerNoticeKind => CLIENT_NOTICES[action];
export const noticeForChangeDecision = (action: ChangeDecision): OwnerNoticeKind => CHANGE_NOTICES[action];

/** A kind read back from storage; anything unknown is not shown (a newer version may have written it). */
export function parseOwnerNoticeKind(value: string): OwnerNoticeKind | null {
  return (OWNER_NOTICE_KINDS as readonly string[]).includes(value) ? (value as OwnerNoticeKind) : null;
}

/** What the decision tells the owner: stored with it, then mailed. */
export interface OwnerNotice {
  readonly ownerId: string;
  /** Public client id, for the link in the mail. */
  readonly clientId: string;
  readonly clientName: string;
  readonly kind: OwnerNoticeKind;
  /** The administrator's reason or note, shown to the owner; null when none was given. */
  readonly reason: string | null;
}

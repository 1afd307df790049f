// The rules of membership by invitation. Adding someone to a team or an organization only offers
// membership: an invitation addressed by email, which the person with that email accepts or
// declines. The inviter learns nothing of the invitee (whether the email has an account, their
// name or id), so every invitation is answered alike; it waits for a limited time, and a team or
// organization holds a bounded number of them.
import { type Outcome, done, fail } from "@/lib/outcome";
import type { MembershipRole } from "./ports";

/** An invitation can be accepted for 14 days. */
export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Live invitations one team or one organization may have waiting at once. */
export const MAX_PENDING_INVITATIONS = 100;

/** Who may offer which role: only an OWNER offers OWNER; ADMIN and OWNER offer ADMIN and MEMBER. */
export function mayOfferRole(inviterRole: MembershipRole, offered: MembershipRole): boolean {
  if (inviterRole === "MEMBER") return false;
  return offered !== "OWNER" || inviterRole === "OWNER";
}

/** The form an email is stored and compared in (accounts store theirs the same way). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_LIFETIME_MS);
}

export function isExpired(invitation: { readonly expiresAt: Date }, now: Date): boolean {
  return invitation.expiresAt.getTime() <= now.getTime();
}

/** A new invitation fits while fewer than the limit are live (an existing one is only refreshed). */
export function hasRoomForInvitation(liveCount: number, refreshesExisting: boolean): boolean {
  return refreshesExisting || liveCount < MAX_PENDING_INVITATIONS;
}

export type InvitationAnswerRefusal = "not_found" | "expired";

/**
 * Whether the signed-in person may answer (accept or decline) the invitation: only the person
 * whose email it is addressed to. For anyone else it does not exist (the same answer as an unknown
 * id, so ids cannot be probed); an expired one may only be declined.
 */
export function mayAnswerInvitation(
  invitation: { readonly email: string; readonly expiresAt: Date } | null,
  person: { readonly email: string },
  answer: "accept" | "decline",
  now: Date,
): Outcome<undefined, InvitationAnswerRefusal> {
  if (invitation === null || invitation.email !== normalizeEmail(person.email)) return fail("not_found");
  if (answer === "accept" && isExpired(invitation, now)) return fail("expired");
  return done;
}

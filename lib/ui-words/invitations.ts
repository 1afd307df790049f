// Words of the invitations on the account page: offers to join a team or an organization.
import type { MembershipRole } from "@/lib/scheduling/ports";

const ROLE: Record<MembershipRole, string> = { MEMBER: "member", ADMIN: "admin", OWNER: "owner" };

export const INVITATION_WORDS = {
  heading: "Invitations",
  intro: "Teams and organizations that invited you. You join only if you accept.",
  none: "No invitations are waiting for you.",
  offer: (kind: "team" | "organization", name: string, role: MembershipRole) =>
    `Join the ${kind} ${name} as ${ROLE[role]}`,
  expires: (date: string) => `Expires ${date}`,
  accept: "Accept",
  decline: "Decline",
  acceptLabel: (name: string) => `Accept the invitation to ${name}`,
  declineLabel: (name: string) => `Decline the invitation to ${name}`,
  outcomes: {
    accepted: "Invitation accepted: you are now a member.",
    declined: "Invitation declined.",
    not_found: "That invitation is no longer waiting for you.",
    expired: "That invitation has expired. Ask for a new one.",
    internal: "Something went wrong, and the invitation was not answered. Try again.",
    already_member: "You are already a member there.",
    not_in_organization: "This team belongs to an organization: join the organization first, then accept.",
  },
} as const;

export type InvitationOutcome = keyof typeof INVITATION_WORDS.outcomes;
export const GOOD_INVITATION_OUTCOMES: readonly InvitationOutcome[] = ["accepted", "declined"];

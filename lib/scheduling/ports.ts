// The scheduling core's storage ports. Adapters: lib/db/scheduling (Prisma) and testing/ (memory).
import type { BookingEvent } from "./booking-events";
import type { BookingStatus, LiveBookingStatus } from "./booking-status";

export type MembershipRole = "MEMBER" | "ADMIN" | "OWNER";
export type { BookingStatus };

export interface TeamRoles {
  readonly organizationId: string | null;
  /** null when the user is not a member of the team. */
  readonly teamRole: MembershipRole | null;
  /** The user's role in the team's organization; null without one or without membership. */
  readonly organizationRole: MembershipRole | null;
}

export interface MembershipPort {
  /** null when the team does not exist. */
  findTeamRoles(userId: string, teamId: string): Promise<TeamRoles | null>;
  /** null when the organization does not exist; `role` null when the user is not a member. */
  findOrganizationRole(userId: string, organizationId: string): Promise<{ role: MembershipRole | null } | null>;
}

export interface WeeklyRule {
  readonly days: readonly number[];
  readonly startTime: string;
  readonly endTime: string;
}

export interface Interval {
  readonly start: Date;
  readonly end: Date;
}

export interface BookableEventType {
  readonly id: string;
  readonly hostId: string;
  /** The host's public handle: what public answers name the host by (never the internal id). */
  readonly hostUsername: string;
  readonly title: string;
  readonly lengthInMinutes: number;
  readonly requiresConfirmation: boolean;
  /** null when the event type has no schedule: nothing can be booked. */
  readonly schedule: { readonly timeZone: string; readonly rules: readonly WeeklyRule[] } | null;
}

/** What a booking is, as it is made and as it is stored. */
interface BookingFields {
  readonly uid: string;
  readonly eventTypeId: string;
  readonly hostId: string;
  readonly title: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly attendeeName: string;
  readonly attendeeEmail: string;
  readonly attendeeTimeZone: string;
}

export interface BookingRecord extends BookingFields {
  readonly id: string;
  readonly status: BookingStatus;
  readonly cancellationReason: string | null;
}

/** A booking as its attendee sees it: the host by public handle, the internal ids left to the caller. */
export interface AttendeeBooking extends BookingRecord {
  readonly hostUsername: string;
}

export interface NewBooking extends BookingFields {
  readonly status: LiveBookingStatus;
  readonly slotKey: string;
  /** SHA-256 of the secret handed to the attendee; only the public operations ever read it back. */
  readonly attendeeSecretHash: string;
}

export interface BookingPort {
  /**
   * Runs `work` while holding the host's lock (one transaction; concurrent calls for one host wait
   * their turn), so a check of the host's busy time and the write that follows are one step.
   */
  withHostLock<T>(hostId: string, work: (store: BookingRows) => Promise<T>): Promise<T>;
}

/** The booking reads and writes; inside `withHostLock` they run in the lock's transaction. */
export interface BookingRows {
  findBookableEventType(eventTypeId: string): Promise<BookableEventType | null>;
  /** The host's bookings that hold time (accepted or pending) overlapping [from, to). */
  listBusy(hostId: string, from: Date, to: Date): Promise<(Interval & { readonly bookingId: string })[]>;
  /** Inserts unless another live booking holds `slotKey` (decided by the store, atomically). */
  insertBooking(booking: NewBooking): Promise<{ ok: true; booking: BookingRecord } | { ok: false; code: "slot_taken" }>;
  findBookingByUid(uid: string): Promise<BookingRecord | null>;
  /**
   * For the public cancel and reschedule only: the booking with its host's handle and the hash of
   * the attendee's secret (null when none was issued: the booking was not made publicly).
   */
  findAttendeeBooking(uid: string): Promise<(AttendeeBooking & { readonly attendeeSecretHash: string | null }) | null>;
  /** Cancels only while the booking still holds its slot; false when it no longer did. */
  cancelBooking(id: string, reason: string | null): Promise<boolean>;
  /** Moves a live booking to a new slot; slot_taken when another live booking holds it. */
  moveBooking(
    id: string,
    move: { startTime: Date; endTime: Date; slotKey: string },
  ): Promise<"moved" | "slot_taken" | "not_live">;
  /**
   * Conditional status change PENDING -> ACCEPTED/REJECTED for the host's booking; false when it
   * was not pending. A rejection frees the slot and keeps `reason` as the cancellation reason.
   */
  decidePendingBooking(id: string, decision: "ACCEPTED" | "REJECTED", reason?: string | null): Promise<boolean>;
  /**
   * Records what happened for the booking's subscribers (the webhook outbox), in the transaction
   * of the change: only inside `withHostLock`, so the event commits or rolls back with it.
   */
  recordEvent(event: BookingEvent): Promise<void>;
}

/** What an invitation offers membership of: one team or one organization. */
export type InvitationTarget =
  | { readonly kind: "team"; readonly teamId: string }
  | { readonly kind: "organization"; readonly organizationId: string };

export interface InvitationRecord {
  readonly id: string;
  /** Normalized (trimmed, lower case). */
  readonly email: string;
  readonly role: MembershipRole;
  readonly teamId: string | null;
  readonly organizationId: string | null;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

/** An invitation as its invitee sees it: what it is to, by name. */
export interface ReceivedInvitation extends InvitationRecord {
  readonly team: { readonly id: string; readonly name: string; readonly organizationId: string | null } | null;
  readonly organization: { readonly id: string; readonly name: string } | null;
}

export interface InvitationPort {
  /** Runs `work` in one transaction holding the target's lock, so counting and saving are one step. */
  withTargetLock<T>(target: InvitationTarget, work: (rows: InvitationRows) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction holding the invitation's lock (null when there is none). */
  withInvitation<T>(
    id: string,
    work: (invitation: InvitationRecord | null, rows: InvitationRows) => Promise<T>,
  ): Promise<T>;
  /** Live (unexpired) invitations addressed to `email`, oldest first. */
  listReceived(
    email: string,
    now: Date,
    page: { take: number; cursor?: string | undefined },
  ): Promise<{ items: ReceivedInvitation[]; nextCursor: string | null }>;
}

/** Invitation and membership rows; inside a lock they run in its transaction. */
export interface InvitationRows {
  /** Deletes the target's expired invitations and counts the live ones. */
  pruneAndCountLive(target: InvitationTarget, now: Date): Promise<number>;
  findForTarget(target: InvitationTarget, email: string): Promise<InvitationRecord | null>;
  /** Inserts, or replaces the role, expiry and inviter of the target's invitation to `email`. */
  saveInvitation(input: {
    target: InvitationTarget;
    email: string;
    role: MembershipRole;
    invitedById: string;
    expiresAt: Date;
  }): Promise<InvitationRecord>;
  deleteInvitation(id: string): Promise<void>;
  /** The organization a team belongs to (null for a team of its own or an unknown team). */
  teamOrganization(teamId: string): Promise<string | null>;
  isOrganizationMember(organizationId: string, userId: string): Promise<boolean>;
  /** Adds the membership unless the user already has one (then nothing changes). */
  addMember(target: InvitationTarget, userId: string, role: MembershipRole): Promise<"added" | "already_member">;
}

// The scheduling core's storage ports. Adapters: lib/db/scheduling (Prisma) and testing/ (memory).
export type MembershipRole = "MEMBER" | "ADMIN" | "OWNER";
export type BookingStatus = "ACCEPTED" | "PENDING" | "CANCELLED" | "REJECTED";

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
  readonly title: string;
  readonly lengthInMinutes: number;
  readonly requiresConfirmation: boolean;
  /** null when the event type has no schedule: nothing can be booked. */
  readonly schedule: { readonly timeZone: string; readonly rules: readonly WeeklyRule[] } | null;
}

export interface BookingRecord {
  readonly id: string;
  readonly uid: string;
  readonly eventTypeId: string;
  readonly hostId: string;
  readonly title: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly status: BookingStatus;
  readonly attendeeName: string;
  readonly attendeeEmail: string;
  readonly attendeeTimeZone: string;
  readonly cancellationReason: string | null;
}

export interface NewBooking {
  readonly uid: string;
  readonly eventTypeId: string;
  readonly hostId: string;
  readonly title: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly status: "ACCEPTED" | "PENDING";
  readonly attendeeName: string;
  readonly attendeeEmail: string;
  readonly attendeeTimeZone: string;
  readonly slotKey: string;
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
  /** Cancels only while the booking still holds its slot; false when it no longer did. */
  cancelBooking(id: string, reason: string | null): Promise<boolean>;
  /** Moves a live booking to a new slot; slot_taken when another live booking holds it. */
  moveBooking(
    id: string,
    move: { startTime: Date; endTime: Date; slotKey: string },
  ): Promise<"moved" | "slot_taken" | "not_live">;
  /** Conditional status change PENDING -> ACCEPTED/REJECTED for the host's booking; false when it was not pending. */
  decidePendingBooking(id: string, decision: "ACCEPTED" | "REJECTED"): Promise<boolean>;
}

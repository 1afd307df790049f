// Bookings as their host, team or organization handle them through the API: list, read, confirm or
// decline a pending one, cancel a live one. Each change runs under the host's lock and commits with
// its event for the booking's webhook subscribers (BOOKING_CONFIRMED, _REJECTED, _CANCELLED).
import { type Outcome, fail, ok, orNotFound } from "@/lib/outcome";
import type { BookingFilter, HostBookingReads, Page, PageRequest } from "../api-ports";
import type { BookingPort, BookingRecord } from "../ports";
import type { Realm } from "../realm";

export interface HostBookingDeps {
  readonly reads: HostBookingReads;
  readonly bookings: BookingPort;
  readonly now: Date;
}

export type HostBookingOutcome<F extends string> = Outcome<BookingRecord, "not_found" | F>;

export function listHostBookings(
  deps: Pick<HostBookingDeps, "reads">,
  realm: Realm,
  filter: BookingFilter,
  page: PageRequest,
): Promise<Page<BookingRecord>> {
  return deps.reads.listBookings(realm, filter, page);
}

export async function getHostBooking(
  deps: Pick<HostBookingDeps, "reads">,
  realm: Realm,
  uid: string,
): Promise<HostBookingOutcome<never>> {
  return orNotFound(await deps.reads.findBooking(realm, uid));
}

/** PENDING -> ACCEPTED or REJECTED (a declined booking frees its slot and keeps the reason). */
export async function decideHostBooking(
  deps: HostBookingDeps,
  realm: Realm,
  uid: string,
  decision: "ACCEPTED" | "REJECTED",
  reason?: string,
): Promise<HostBookingOutcome<"not_pending">> {
  const booking = await deps.reads.findBooking(realm, uid);
  if (!booking) return fail("not_found");
  const cancellationReason = decision === "REJECTED" ? (reason ?? null) : booking.cancellationReason;
  return deps.bookings.withHostLock(booking.hostId, async (rows): Promise<HostBookingOutcome<"not_pending">> => {
    if (!(await rows.decidePendingBooking(booking.id, decision, cancellationReason))) return fail("not_pending");
    const trigger = decision === "ACCEPTED" ? "BOOKING_CONFIRMED" : "BOOKING_REJECTED";
    await rows.recordEvent({ trigger, bookingId: booking.id, at: deps.now });
    return ok({ ...booking, status: decision, cancellationReason });
  });
}

/** A live (accepted or pending) booking is cancelled and frees its slot. */
export async function cancelHostBooking(
  deps: HostBookingDeps,
  realm: Realm,
  uid: string,
  reason: string | null,
): Promise<HostBookingOutcome<"not_live">> {
  const booking = await deps.reads.findBooking(realm, uid);
  if (!booking) return fail("not_found");
  return deps.bookings.withHostLock(booking.hostId, async (rows): Promise<HostBookingOutcome<"not_live">> => {
    if (!(await rows.cancelBooking(booking.id, reason))) return fail("not_live");
    await rows.recordEvent({ trigger: "BOOKING_CANCELLED", bookingId: booking.id, at: deps.now });
    return ok({ ...booking, status: "CANCELLED", cancellationReason: reason });
  });
}

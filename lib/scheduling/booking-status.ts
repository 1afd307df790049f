// Which bookings are live: an accepted or a pending booking holds its slot and the host's time, so
// it blocks other bookings and may still be cancelled or moved; a cancelled or rejected one holds
// nothing. The stores (lib/db, the memory store) and the rules list the live statuses from here.

/** Where a booking stands. */
export type BookingStatus = "ACCEPTED" | "PENDING" | "CANCELLED" | "REJECTED";

export const LIVE_BOOKING_STATUSES = ["ACCEPTED", "PENDING"] as const satisfies readonly BookingStatus[];

/** The status a booking is made with, and keeps until it is cancelled or rejected. */
export type LiveBookingStatus = (typeof LIVE_BOOKING_STATUSES)[number];

export function isLiveBooking(booking: { readonly status: BookingStatus }): boolean {
  return (LIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(booking.status);
}

// The columns of a booking that its host-side reads and the webhook payload carry.
import type { Prisma } from "../generated/client";

/** What every booking read selects. Never the attendee's secret hash: host-side reads use this. */
export const BOOKING_SELECT = {
  id: true,
  uid: true,
  eventTypeId: true,
  hostId: true,
  title: true,
  startTime: true,
  endTime: true,
  status: true,
  attendeeName: true,
  attendeeEmail: true,
  attendeeTimeZone: true,
  cancellationReason: true,
} as const satisfies Prisma.BookingSelect;

// A booking as the public operations answer it: the host by public handle (the username), no
// internal user id; host-side reads use the host view in lib/db/scheduling/bookings.ts instead.
import type { AttendeeBooking } from "./ports";

export function publicBookingView(b: AttendeeBooking) {
  return {
    uid: b.uid,
    title: b.title,
    eventTypeId: b.eventTypeId,
    host: { username: b.hostUsername },
    status: b.status,
    start: b.startTime.toISOString(),
    end: b.endTime.toISOString(),
    attendee: { name: b.attendeeName, email: b.attendeeEmail, timeZone: b.attendeeTimeZone },
    cancellationReason: b.cancellationReason,
  };
}

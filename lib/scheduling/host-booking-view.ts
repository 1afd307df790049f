// A booking as its host (and the host's team or organization) sees it through the API: the same
// view the host-side reads answer and the webhook payload carries. Never the attendee's secret.
import type { BookingRecord } from "./ports";

export function hostBookingView(b: BookingRecord) {
  return {
    uid: b.uid,
    title: b.title,
    eventTypeId: b.eventTypeId,
    hostId: b.hostId,
    status: b.status,
    start: b.startTime.toISOString(),
    end: b.endTime.toISOString(),
    attendee: { name: b.attendeeName, email: b.attendeeEmail, timeZone: b.attendeeTimeZone },
    cancellationReason: b.cancellationReason,
  };
}
export type HostBookingView = ReturnType<typeof hostBookingView>;

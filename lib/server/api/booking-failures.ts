// HTTP answers for the scheduling core's booking and slot failure codes.
import type { BookingFailure } from "@/lib/scheduling/public-booking";
import { apiError, notFound } from "@/lib/server/api/responses";

export function bookingFailure(code: BookingFailure): Response {
  switch (code) {
    case "event_type_not_found":
      return notFound("event type");
    case "booking_not_found":
      return notFound("booking");
    case "slot_unavailable":
      return apiError(409, "slot_unavailable", "the requested time is not a free slot of this event type");
    case "booking_not_live":
      return apiError(409, "booking_not_live", "the booking was already cancelled or declined");
  }
}

/** More slots in the range than one answer carries: the caller narrows the range (its `end`). */
export function tooManySlots(max: number): Response {
  return apiError(400, "invalid_request", `the range holds more than ${max} slots`, {
    end: [`the range holds more than ${max} slots of this event type; choose an earlier end (a shorter range)`],
  });
}

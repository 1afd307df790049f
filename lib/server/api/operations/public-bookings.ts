// The public scheduling operations (no token: the attendee's secret is the proof for a change):
// the HTTP side of lib/scheduling/public-booking.ts. Each route states its scope and its
// per-address budget at the top.
import {
  type BookingResult,
  availableSlots,
  cancelPublicBooking,
  createPublicBooking,
  reschedulePublicBooking,
} from "@/lib/scheduling/public-booking";
import { publicBookingView } from "@/lib/scheduling/public-booking-view";
import {
  cancelBookingSchema,
  createBookingSchema,
  createdBookingSchema,
  publicBookingSchema,
  rescheduleBookingSchema,
  slotSchema,
  slotsQuery,
} from "@/lib/scheduling/schemas/bookings";
import { MAX_SLOTS_PER_QUERY } from "@/lib/scheduling/slots";
import { bookingFailure, tooManySlots } from "@/lib/server/api/booking-failures";
import { notFound, success } from "@/lib/server/api/responses";
import { publicBookingDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

/** An attendee's change as the API answers it: the booking as the public sees it, or why not. */
const attendeeAnswer = (result: BookingResult) =>
  result.ok ? success(publicBookingView(result.data)) : bookingFailure(result.code);

export const freeSlotsOp = operation(
  {
    summary: `Free slots of an event type in a date range (at most 31 days and ${MAX_SLOTS_PER_QUERY} slots: a range holding more is a 400 naming \`end\`)`,
    query: slotsQuery,
    response: slotSchema,
  },
  async ({ query }) => {
    const result = await availableSlots(await publicBookingDeps(), {
      eventTypeId: query.eventTypeId,
      from: query.start,
      to: query.end,
    });
    if (!result.ok) return result.code === "too_many_slots" ? tooManySlots(result.max) : notFound("event type");
    return success(result.data.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })));
  },
);

export const createPublicBookingOp = operation(
  {
    summary: "Book a free slot (no token needed); the answer hands the attendee the booking's secret, once",
    body: createBookingSchema,
    response: createdBookingSchema,
    successStatus: 201,
  },
  async ({ body }) => {
    const result = await createPublicBooking(await publicBookingDeps(), body);
    if (!result.ok) return bookingFailure(result.code);
    return success({ ...publicBookingView(result.data.booking), attendeeSecret: result.data.attendeeSecret }, 201);
  },
);

export const cancelPublicBookingOp = operation(
  {
    summary: "Cancel a booking as its attendee, with its attendeeSecret (no token needed)",
    body: cancelBookingSchema,
    response: publicBookingSchema,
  },
  async ({ params, body }) => {
    const result = await cancelPublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      secret: body.attendeeSecret,
      reason: body.cancellationReason ?? null,
    });
    return attendeeAnswer(result);
  },
);

export const reschedulePublicBookingOp = operation(
  {
    summary: "Reschedule a booking as its attendee, with its attendeeSecret (no token needed)",
    body: rescheduleBookingSchema,
    response: publicBookingSchema,
  },
  async ({ params, body }) => {
    const result = await reschedulePublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      secret: body.attendeeSecret,
      start: body.start,
    });
    return attendeeAnswer(result);
  },
);
